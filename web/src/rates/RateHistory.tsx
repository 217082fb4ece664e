import { Component, lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { withTexts } from '../../../domain/texts/load-texts';
import { whenIdle } from '../lib/when-idle';

const RateHistoryChart = lazy(
  withTexts(['rate-texts'], () => import('./RateHistoryChart').then((module) => ({ default: module.RateHistoryChart }))),
);

/**
 * The send screen's 90-day rate chart (issue 20), kept off the first render: its code, texts and
 * data load in a chunk of their own once the browser is idle after the screen is up and the
 * customer has scrolled to where it goes (below the form, so nothing above it moves when it
 * arrives; on a phone that is below the first screen). Failing to load, it shows nothing: the chart is an aid.
 */
export function RateHistory() {
  const [wanted, setWanted] = useState(false);
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let observer: IntersectionObserver | undefined;
    const cancel = whenIdle(() => {
      const element = place.current;
      if (!element || !('IntersectionObserver' in window)) return setWanted(true);
      observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer?.disconnect();
        setWanted(true);
      });
      observer.observe(element);
    });
    return () => {
      cancel();
      observer?.disconnect();
    };
  }, []);
  if (!wanted) return <div ref={place} />;
  return (
    <ChartBoundary>
      <Suspense fallback={null}>
        <RateHistoryChart />
      </Suspense>
    </ChartBoundary>
  );
}

/** The chart is an aid: if its code cannot be downloaded (offline), the send screen goes on without it. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
