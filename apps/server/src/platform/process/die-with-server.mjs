// Runs a program so that it dies with the server (the kill -9 drill). Node cannot ask the kernel to kill a child when
// its parent dies, and a killed (-9) server leaves its process groups running: LibreOffice went on for seconds and
// held its temp folder. So this small process sits between them, in the program's process group: the server holds
// the only write end of its stdin, and when the server dies that pipe closes and this kills the whole group.
// Plain JavaScript, no imports of the app: it starts in milliseconds and needs no TypeScript loader.
// Usage: node die-with-server.mjs <command> [args...]  (stdout and stderr are the program's own)
import { spawn } from 'node:child_process';

const [command, ...args] = process.argv.slice(2);
const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], shell: false });
const killGroup = () => {
  try {
    process.kill(-process.pid, 'SIGKILL');
  } catch {
    process.exit(137);
  }
};
process.stdin.on('end', killGroup);
process.stdin.on('error', killGroup);
process.stdin.resume();
child.on('error', (error) => {
  process.stderr.write(`${error.message}\n`);
  // The server tells "not installed" from a spawn failure of its own: exit as a shell does for a missing command.
  process.exit(error.code === 'ENOENT' ? 127 : 126);
});
child.on('exit', (code, signal) => {
  if (signal) {
    process.stdin.pause();
    process.kill(process.pid, signal);
  } else process.exit(code ?? 1);
});
