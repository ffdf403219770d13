/** Answered by every worker module (re-exported there): diagnostics runs it in each pool's thread as its tiny task. */
export function ping(): 'pong' {
  return 'pong';
}
