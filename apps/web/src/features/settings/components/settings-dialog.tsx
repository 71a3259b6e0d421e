import { ErrorMessage } from '@/components/error-message';
import { LockIcon } from 'lucide-react';
import { PROFILE_MESSAGES } from '@tagwise/core/schemas/account-settings';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAccountSettings } from '../api/get-account-settings';
import { IntegrationsTab } from './integrations-tab';
import { PricingTab } from './pricing-tab';
import { ProfileTab } from './profile-tab';
import { SecurityTab } from './security-tab';

export const SETTINGS_TABS = ['profile', 'security', 'pricing', 'integrations'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/**
 * The Settings dialog (core-app.md section 2): Profile and Security for everyone, Pricing and Integrations
 * (not on small screens) for admins; Tutorials comes with the guided tours (docs/decisions/0006).
 * Sub-users are told why they do not see pricing.
 */
export function SettingsDialog({
  open,
  onOpenChange,
  tab,
  onTabChange,
  onPricingSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tab: SettingsTab;
  onTabChange: (tab: SettingsTab) => void;
  onPricingSaved: () => void;
}) {
  const account = useAccountSettings();
  const isAdmin = account.data?.role === 'admin';
  const current = (tab === 'pricing' || tab === 'integrations') && !isAdmin ? 'profile' : tab;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Settings</DialogTitle>
          <DialogDescription>
            Your profile and sign-in{isAdmin ? ', and the rules that price your items' : ''}.
          </DialogDescription>
        </DialogHeader>
        {account.isPending && <Skeleton className="h-64" aria-label="Loading settings" />}
        <ErrorMessage>{account.isError && PROFILE_MESSAGES.loadFailed}</ErrorMessage>
        {account.data && (
          <Tabs
            value={current}
            onValueChange={(value) => onTabChange(value as SettingsTab)}
            className="grid min-w-0 gap-4"
          >
            <TabsList className="justify-self-start">
              <TabsTrigger value="profile">Profile</TabsTrigger>
              <TabsTrigger value="security">Security</TabsTrigger>
              {isAdmin && <TabsTrigger value="pricing">Pricing</TabsTrigger>}
              {/* The spec hides Integrations on small screens: setting up a listing site is desk work. */}
              {isAdmin && (
                <TabsTrigger value="integrations" className="hidden md:inline-flex">
                  Integrations
                </TabsTrigger>
              )}
            </TabsList>
            {!isAdmin && (
              <p className="flex items-center gap-2 rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
                <LockIcon className="size-4 shrink-0" aria-hidden />
                {PROFILE_MESSAGES.adminOnly}
              </p>
            )}
            <TabsContent value="profile">
              <ProfileTab account={account.data} />
            </TabsContent>
            <TabsContent value="security">
              <SecurityTab />
            </TabsContent>
            {isAdmin && (
              <TabsContent value="integrations">
                <IntegrationsTab />
              </TabsContent>
            )}
            {isAdmin && (
              <TabsContent value="pricing">
                <PricingTab onSaved={onPricingSaved} />
              </TabsContent>
            )}
          </Tabs>
        )}
      </DialogContent>
    </Dialog>
  );
}
