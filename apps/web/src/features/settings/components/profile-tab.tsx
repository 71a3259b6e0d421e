import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ProfileInput, type AccountSettings } from '@tagwise/core/schemas/account-settings';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useUpdateProfile } from '../api/update-profile';
import { AvatarField } from './avatar-field';
import { BusinessLogoField } from './business-logo-field';

/** Photo, name, phone, business name and (for the admin) logo, as they appear to the team and on reports. */
export function ProfileTab({ account }: { account: AccountSettings }) {
  const update = useUpdateProfile();
  const form = useForm<z.input<typeof ProfileInput>, unknown, z.output<typeof ProfileInput>>({
    resolver: zodResolver(ProfileInput),
    values: {
      displayName: account.displayName ?? account.name,
      phoneNumber: account.phoneNumber ?? '',
      businessName: account.businessName ?? '',
    },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(e) => void form.handleSubmit((values) => update.mutate(values))(e)}
    >
      <AvatarField
        url={account.avatarUrl}
        initials={(account.displayName ?? account.name ?? account.email).slice(0, 1).toUpperCase()}
      />
      <FormField id="profile-email" label="E-mail" hint="The address you sign in with.">
        <Input id="profile-email" value={account.email} readOnly disabled />
      </FormField>
      <FormField id="profile-name" label="Display name" error={errors.displayName?.message}>
        <Input id="profile-name" autoComplete="name" maxLength={100} {...form.register('displayName')} />
      </FormField>
      <FormField id="profile-phone" label="Phone number" error={errors.phoneNumber?.message}>
        <Input id="profile-phone" type="tel" autoComplete="tel" maxLength={40} {...form.register('phoneNumber')} />
      </FormField>
      <FormField id="profile-business" label="Business name" error={errors.businessName?.message}>
        <Input id="profile-business" autoComplete="organization" maxLength={200} {...form.register('businessName')} />
      </FormField>
      {account.role === 'admin' && <BusinessLogoField url={account.businessLogoUrl} />}
      <Button type="submit" className="justify-self-end" disabled={update.isPending}>
        {update.isPending && <Spinner />}
        Save profile
      </Button>
    </form>
  );
}
