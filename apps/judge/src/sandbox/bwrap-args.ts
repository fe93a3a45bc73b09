export interface Mount {
  src: string;
  dest: string;
}

export interface BwrapOptions {
  tmpfsBytes: number;
  /** Host paths bound read-only at the same place (toolchain extras such as /etc/alternatives). */
  systemBinds: string[];
  roBinds: Mount[];
  /** Files copied into the sandbox from inherited descriptors 3, 4, ... in this order. */
  files: string[];
  dirs: string[];
  /** Inherited descriptor holding the seccomp BPF program, loaded just before the command runs. */
  seccompFd?: number;
}

/**
 * A fresh sandbox: every namespace unshared (so no network), the toolchain read-only, a private size-capped
 * tmpfs as /box, nothing of /etc but what a toolchain needs, an empty environment, no capabilities.
 * Options only: bubblewrap takes these through `--args FD` and the command on its own command line.
 */
export function bwrapArgs(options: BwrapOptions): string[] {
  const args = [
    '--unshare-all',
    '--unshare-user',
    '--disable-userns',
    '--die-with-parent',
    '--new-session',
    '--cap-drop',
    'ALL',
    '--hostname',
    'judge',
    '--ro-bind',
    '/usr',
    '/usr',
    '--symlink',
    'usr/bin',
    '/bin',
    '--symlink',
    'usr/sbin',
    '/sbin',
    '--symlink',
    'usr/lib',
    '/lib',
    '--symlink',
    'usr/lib64',
    '/lib64',
    '--proc',
    '/proc',
    '--dev',
    '/dev',
    '--size',
    String(options.tmpfsBytes),
    '--tmpfs',
    '/box',
    '--size',
    String(options.tmpfsBytes),
    '--tmpfs',
    '/tmp',
  ];
  for (const path of options.systemBinds) args.push('--ro-bind-try', path, path);
  for (const mount of options.roBinds) args.push('--ro-bind', mount.src, mount.dest);
  for (const dir of options.dirs) args.push('--dir', dir);
  options.files.forEach((dest, index) => {
    args.push('--perms', '0644', '--file', String(3 + index), dest);
  });
  if (options.seccompFd !== undefined) args.push('--seccomp', String(options.seccompFd));
  // bwrap's own root and /dev are writable tmpfs mounts; nothing needs to write there.
  args.push('--remount-ro', '/dev', '--remount-ro', '/');
  args.push(
    '--chdir',
    '/box',
    '--clearenv',
    '--setenv',
    'PATH',
    '/usr/bin:/bin',
    '--setenv',
    'HOME',
    '/box',
    '--setenv',
    'LANG',
    'C.UTF-8',
  );
  return args;
}
