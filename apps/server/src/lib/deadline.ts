/** A call that took longer than its deadline: the caller stopped waiting; the call may still finish. */
export class DeadlineError extends Error {
  override name = 'DeadlineError';
}

/** `call()`, or DeadlineError once `ms` have passed without its answer. */
export async function withDeadline<T>(ms: number, call: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineError(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([call(), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
