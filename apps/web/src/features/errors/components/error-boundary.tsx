import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AlertTriangleIcon } from 'lucide-react';
import { APP_MESSAGES } from '@tagwise/core/messages';
import { Button } from '@/components/ui/button';
import { reportClientError } from './report-client-error';

/** The spec's fallback screen: "Something went wrong", with Try Again and Reload Page. */
export function CrashScreen({ onTryAgain }: { onTryAgain: () => void }) {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-16 text-center">
      <AlertTriangleIcon className="size-10 text-destructive" aria-hidden />
      <h1 className="text-2xl font-semibold">{APP_MESSAGES.crashTitle}</h1>
      <p className="text-muted-foreground">{APP_MESSAGES.crashBody}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onTryAgain}>Try Again</Button>
        <Button variant="outline" onClick={() => window.location.reload()}>
          Reload Page
        </Button>
      </div>
    </div>
  );
}

interface Props {
  children: ReactNode;
  /** Changing this value clears a shown error (e.g. the route path, so navigating away recovers). */
  resetKey?: string;
}

interface State {
  error: Error | null;
  resetKey: string | undefined;
}

/** Catches render errors below it, reports them to the server, and shows the crash screen. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    reportClientError(error, info.componentStack ?? undefined);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <CrashScreen onTryAgain={() => this.setState({ error: null })} />;
  }
}
