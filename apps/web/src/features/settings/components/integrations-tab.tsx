import { useState, type FormEvent } from 'react';
import { CheckCircle2Icon, PlugZapIcon, UnplugIcon } from 'lucide-react';
import { ESTATESALES_MESSAGES } from '@tagwise/core/schemas/integrations';
import { ErrorMessage } from '@/components/error-message';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { failureMessage } from '@/lib/api-client';
import { useDeleteEstateSalesSettings } from '../api/delete-estatesales-settings';
import { useEstateSalesSettings } from '../api/get-estatesales-settings';
import { useSaveEstateSalesSettings } from '../api/save-estatesales-settings';
import { useTestEstateSalesConnection } from '../api/test-estatesales-connection';

/**
 * The EstateSales.NET connection: API key (write-only, stored encrypted) and organization id, a test
 * against the site, save and disconnect.
 */
export function IntegrationsTab() {
  const settings = useEstateSalesSettings();
  const save = useSaveEstateSalesSettings();
  const test = useTestEstateSalesConnection();
  const remove = useDeleteEstateSalesSettings();
  const [apiKey, setApiKey] = useState('');
  const [organizationId, setOrganizationId] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);

  if (settings.isPending) return <Skeleton className="h-64" aria-label="Loading integrations" />;
  if (settings.isError) {
    return (
      <ErrorMessage>{failureMessage(settings.error, 'Failed to load integrations. Please try again.')}</ErrorMessage>
    );
  }
  const saved = settings.data;
  const org = organizationId ?? saved.organizationId ?? '';
  const credentials = { apiKey: apiKey.trim(), organizationId: org.trim() };

  const onSave = (e: FormEvent) => {
    e.preventDefault();
    test.reset();
    if (!credentials.apiKey || !credentials.organizationId) return setMissing(true);
    save.mutate(credentials, { onSuccess: () => setApiKey('') });
  };
  const onTest = () => {
    setMissing(false);
    // A key left empty means "the saved one"; without a saved key both are needed.
    if ((!credentials.apiKey && !saved.connected) || !credentials.organizationId) return setMissing(true);
    test.mutate(credentials.apiKey ? credentials : { organizationId: credentials.organizationId });
  };

  return (
    <form noValidate onSubmit={onSave} className="grid gap-4">
      <div>
        <h3 className="font-medium">EstateSales.NET</h3>
        <p className="text-sm text-muted-foreground">
          Save and test your connection now; publishing a sale as a listing from its project is not available yet.
          Create an API key on your EstateSales.NET company account’s API keys page; the Organization ID is the number
          shown as #000000 in its settings.
        </p>
      </div>
      {saved.connected && (
        <p role="status" className="flex items-center gap-2 rounded-md bg-secondary px-3 py-2 text-sm">
          <CheckCircle2Icon className="size-4 text-primary" aria-hidden />
          Connected to organization #{saved.organizationId} with the key {saved.apiKeyHint}
        </p>
      )}
      <FormField
        id="estatesales-key"
        label="API key"
        hint={saved.connected ? 'Leave empty to keep (or test) the saved key.' : undefined}
      >
        <Input
          id="estatesales-key"
          type="password"
          autoComplete="off"
          value={apiKey}
          aria-invalid={missing && !credentials.apiKey && !saved.connected ? true : undefined}
          onChange={(e) => {
            setApiKey(e.target.value);
            setMissing(false);
            test.reset();
          }}
        />
      </FormField>
      <FormField id="estatesales-org" label="Organization ID">
        <Input
          id="estatesales-org"
          inputMode="numeric"
          value={org}
          aria-invalid={missing && !credentials.organizationId ? true : undefined}
          onChange={(e) => {
            setOrganizationId(e.target.value);
            setMissing(false);
            test.reset();
          }}
        />
      </FormField>
      <ErrorMessage>{missing && ESTATESALES_MESSAGES.missingCredentials}</ErrorMessage>
      {test.isSuccess && (
        <p role="status" className="text-sm text-primary">
          {ESTATESALES_MESSAGES.testPassed}
        </p>
      )}
      <ErrorMessage>{test.isError && failureMessage(test.error, ESTATESALES_MESSAGES.testFailed)}</ErrorMessage>
      <div className="flex flex-wrap justify-end gap-2">
        {saved.connected && (
          <Button
            type="button"
            variant="ghost"
            className="mr-auto text-destructive"
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            <UnplugIcon aria-hidden />
            Disconnect
          </Button>
        )}
        <Button type="button" variant="outline" disabled={test.isPending} onClick={onTest}>
          {test.isPending ? <Spinner /> : <PlugZapIcon aria-hidden />}
          Test connection
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner />}
          Save credentials
        </Button>
      </div>
    </form>
  );
}
