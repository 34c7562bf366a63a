/**
 * Runs `test` with React rendering on its own schedule, as in a browser, rather than all at
 * once when an `act()` ends, whatever the update's priority: for tests of what a person sees
 * while React works (a transition's slices, a render finished before a promise resolves).
 */
export async function outsideAct<T>(test: () => Promise<T>): Promise<T> {
  const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  environment.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    return await test();
  } finally {
    environment.IS_REACT_ACT_ENVIRONMENT = true;
  }
}
