import { lazy, useState, type ComponentType } from 'react';

/**
 * A component whose code is fetched on first use, like React.lazy, but drawn at once when that code is
 * already here. React.lazy suspends on its first render even when its module loaded long before (the warm
 * start fetches the first screen under the splash; the bottom navigation fetches a tab as a finger comes
 * to it): the screen then committed "Loading..." first and itself only ~300 ms later, as React holds back
 * revealing suspended content — a spinner after the splash, and two renders and layouts instead of one.
 * See docs/decisions/031-loaded-screens-render-at-once.md.
 */
export function lazyComponent<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
) {
  let loaded: ComponentType<Props> | undefined;
  /** Starts fetching the code; once it is here, the component renders without suspending. */
  const preload = () =>
    load().then((module) => {
      loaded = pick(module);
      return loaded;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function LazyComponent(props: Props) {
    // Chosen once per mount: turning from Lazy to the loaded component later would mount the screen again.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(LazyComponent, { preload });
}
