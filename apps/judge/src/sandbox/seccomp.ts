import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { SandboxUnavailableError } from '../errors';

/**
 * Syscalls no honest submission or compiler needs, each a known way out of or around a sandbox: kernel attack
 * surface (io_uring, bpf, perf, userfaultfd, keyrings), looking into other processes (ptrace,
 * process_vm_*, kcmp, pidfd_getfd), and mount, module, clock and reboot operations. They fail with EPERM; a
 * call from another ABI (i386 `int 0x80`, x32) kills the process.
 */
export const DENIED_SYSCALLS = [
  'io_uring_setup',
  'io_uring_enter',
  'io_uring_register',
  'ptrace',
  'process_vm_readv',
  'process_vm_writev',
  'kcmp',
  'pidfd_getfd',
  'perf_event_open',
  'bpf',
  'userfaultfd',
  'keyctl',
  'add_key',
  'request_key',
  'kexec_load',
  'kexec_file_load',
  'init_module',
  'finit_module',
  'delete_module',
  'mount',
  'umount2',
  'pivot_root',
  'chroot',
  'setns',
  'unshare',
  'fsopen',
  'fsconfig',
  'fsmount',
  'fspick',
  'open_tree',
  'move_mount',
  'mount_setattr',
  'open_by_handle_at',
  'name_to_handle_at',
  'fanotify_init',
  'swapon',
  'swapoff',
  'reboot',
  'acct',
  'quotactl',
  'syslog',
  'vhangup',
  'iopl',
  'ioperm',
  'modify_ldt',
  'settimeofday',
  'clock_settime',
  'adjtimex',
  'clock_adjtime',
  'lookup_dcookie',
  'uselib',
];

// libseccomp's own Python binding (Debian python3-seccomp) compiles the rules to the BPF bwrap loads.
const GENERATOR = `
import errno, json, seccomp, sys
f = seccomp.SyscallFilter(defaction=seccomp.ALLOW)
for name in json.loads(sys.argv[2]):
    try:
        f.add_rule(seccomp.ERRNO(errno.EPERM), name)
    except (RuntimeError, ValueError) as e:
        sys.stderr.write("skipped %s: %s\\n" % (name, e))
with open(sys.argv[1], "wb") as out:
    f.export_bpf(out)
`;

const run = promisify(execFile);

/** The compiled filter, generated on first use into the judge's cache dir and reused while the list is unchanged. */
export async function loadSeccompFilter(cacheDir: string): Promise<Buffer> {
  const key = createHash('sha256')
    .update(`${process.arch}\0${DENIED_SYSCALLS.join(',')}`)
    .digest('hex')
    .slice(0, 16);
  const path = join(cacheDir, `seccomp-${key}.bpf`);
  const existing = await readFile(path).catch(() => null);
  if (existing && existing.length > 0) return existing;
  await mkdir(cacheDir, { recursive: true, mode: 0o711 });
  const staging = `${path}.${process.pid}.tmp`;
  try {
    await run('/usr/bin/python3', ['-S', '-c', GENERATOR, staging, JSON.stringify(DENIED_SYSCALLS)], {
      env: { PYTHONPATH: '/usr/lib/python3/dist-packages' },
      timeout: 30_000,
    });
  } catch (error) {
    throw new SandboxUnavailableError(
      `cannot build the seccomp filter (apt-get install python3-seccomp): ${(error as Error).message.slice(0, 300)}`,
    );
  }
  const filter = await readFile(staging);
  // A BPF program is a list of 8-byte instructions.
  if (filter.length === 0 || filter.length % 8 !== 0) {
    throw new SandboxUnavailableError('the seccomp filter came out malformed');
  }
  await rename(staging, path);
  return filter;
}
