import { RotateCw, TriangleAlert } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { texts } from '../../../domain/messages';
import { Button } from '../components/ui/button';

interface State {
  failed: boolean;
}

/**
 * Last line of defence, above all for a screen's code that could not be downloaded (offline, or a
 * new release replaced it): a message and a Reload button instead of a blank page.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="mx-auto flex min-h-dvh max-w-app flex-col items-center justify-center px-6 text-center">
        <div className="grid size-14 place-items-center rounded-full bg-danger-soft text-danger">
          <TriangleAlert aria-hidden className="size-7" />
        </div>
        <h1 className="mt-5 text-2xl font-bold">{texts.appErrorTitle}</h1>
        <p className="mt-2 text-fg-muted">{texts.appErrorMessage}</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          <RotateCw aria-hidden />
          {texts.reload}
        </Button>
      </div>
    );
  }
}
