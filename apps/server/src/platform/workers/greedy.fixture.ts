/** Test fixture for the worker pool: answers, or holds on to memory until its thread runs out, or never returns. */
export default function run(task: 'answer' | 'hoard' | 'spin'): string {
  const held: number[][] = [];
  while (task === 'hoard') held.push(Array.from({ length: 1000 }, (_, i) => i + held.length));
  while (task === 'spin');
  return 'answered';
}
