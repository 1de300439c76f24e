// The errors a page did not catch: a throw in a Lit update, an event handler or a promise nobody awaited.

/** Every error the page did not catch while `run` ran, and in the task after it (a rejection is reported then). */
export async function uncaught(run: () => Promise<void>): Promise<string[]> {
  const errors: string[] = [];
  const onError = (e: ErrorEvent) => errors.push(e.message);
  const onRejection = (e: PromiseRejectionEvent) => errors.push(String((e.reason as Error)?.message ?? e.reason));
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  try {
    await run();
    await new Promise((resolve) => setTimeout(resolve));
  } finally {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  }
  return errors;
}
