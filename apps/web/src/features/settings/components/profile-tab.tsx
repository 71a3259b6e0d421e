import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { PROFILE_MESSAGES, ProfileInput, type AccountSettings } from '@tagwise/core/schemas/account-settings';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useUpdateProfile } from '../api/update-profile';
import { AvatarField } from './avatar-field';
import { BusinessLogoField } from './business-logo-field';
import { OnboardingSwitches } from './onboarding-switches';

/**
 * Photo, name, phone, and the workspace's business name and logo, as they appear to the team and on tags
 * and reports. The business name and logo are the admin's to change; a member sees the name read-only.
 * Below the form, the person's tour and help-tip switches, which save as they flip.
 */
export function ProfileTab({ account }: { account: AccountSettings }) {
  const update = useUpdateProfile();
  const isAdmin = account.role === 'admin';
  const helpId = useId();
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
    <div className="grid gap-6">
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(e) =>
          void form.handleSubmit(({ businessName, ...values }) =>
            // The server refuses a member's business name: it is the workspace's.
            update.mutate(isAdmin ? { ...values, businessName } : values),
          )(e)
        }
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
        {isAdmin ? (
          <FormField id="profile-business" label="Business name" error={errors.businessName?.message}>
            <Input
              id="profile-business"
              autoComplete="organization"
              maxLength={200}
              {...form.register('businessName')}
            />
          </FormField>
        ) : (
          <FormField id="profile-business" label="Business name" hint={PROFILE_MESSAGES.businessNameHint}>
            <Input
              id="profile-business"
              value={account.businessName ?? ''}
              placeholder="Not set"
              aria-describedby="profile-business-hint"
              readOnly
              disabled
            />
          </FormField>
        )}
        {isAdmin && <BusinessLogoField url={account.businessLogoUrl} />}
        <Button type="submit" className="justify-self-end" disabled={update.isPending}>
          {update.isPending && <Spinner />}
          Save profile
        </Button>
      </form>
      <section aria-labelledby={`${helpId}-title`} className="grid gap-3 border-t pt-6">
        <h3 id={`${helpId}-title`} className="font-medium">
          Tours and help tips
        </h3>
        <OnboardingSwitches account={account} />
      </section>
    </div>
  );
}
