import type { ReactNode } from 'react';
import { ErrorMessage } from '@/components/error-message';
import { LockIcon } from 'lucide-react';
import { PROFILE_MESSAGES } from '@tagwise/core/values/account-settings';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { keepOpenForTourUi } from '@/lib/overlays';
import { useAccountSettings } from '../api/get-account-settings';
import type { SettingsTab } from '../lib/settings-tabs';
import { BackupTab } from './backup-tab';
import { IntegrationsTab } from './integrations-tab';
import { PricingTab } from './pricing-tab';
import { ProfileTab } from './profile-tab';
import { SecurityTab } from './security-tab';
import { TutorialsTab } from './tutorials-tab';

const ADMIN_TABS: readonly SettingsTab[] = ['pricing', 'integrations', 'tutorials', 'backup'];

/**
 * The Settings dialog (core-app.md section 2): Profile and Security for everyone; Pricing, and
 * Integrations and Tutorials (not on small screens) for admins. Sub-users are told why they do not see
 * pricing. The tours themselves are another feature: the app passes their list in as `tours`.
 */
export function SettingsDialog({
  open,
  onOpenChange,
  tab,
  onTabChange,
  onPricingSaved,
  tours,
  modal = true,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tab: SettingsTab;
  onTabChange: (tab: SettingsTab) => void;
  onPricingSaved: () => void;
  tours: ReactNode;
  /** False while a guided tour points into the dialog. */
  modal?: boolean;
}) {
  const account = useAccountSettings();
  const isAdmin = account.data?.role === 'admin';
  const current = ADMIN_TABS.includes(tab) && !isAdmin ? 'profile' : tab;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} modal={modal}>
      <DialogContent className="max-w-2xl" onInteractOutside={keepOpenForTourUi}>
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
              {/* The spec hides Integrations and Tutorials on small screens: both are desk work. */}
              {isAdmin && (
                <TabsTrigger value="integrations" className="hidden md:inline-flex">
                  Integrations
                </TabsTrigger>
              )}
              {isAdmin && (
                <TabsTrigger value="tutorials" className="hidden md:inline-flex" data-tour="tutorials-tab">
                  Tutorials
                </TabsTrigger>
              )}
              {isAdmin && <TabsTrigger value="backup">Backup</TabsTrigger>}
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
              <SecurityTab email={account.data.email} />
            </TabsContent>
            {isAdmin && (
              <TabsContent value="integrations">
                <IntegrationsTab />
              </TabsContent>
            )}
            {isAdmin && (
              <TabsContent value="tutorials">
                <TutorialsTab account={account.data} tours={tours} />
              </TabsContent>
            )}
            {isAdmin && (
              <TabsContent value="pricing">
                <PricingTab onSaved={onPricingSaved} />
              </TabsContent>
            )}
            {isAdmin && (
              <TabsContent value="backup">
                <BackupTab />
              </TabsContent>
            )}
          </Tabs>
        )}
      </DialogContent>
    </Dialog>
  );
}
