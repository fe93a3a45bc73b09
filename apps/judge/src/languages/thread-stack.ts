/**
 * Linked into every C and C++ program: glibc gives each new thread a stack as large as RLIMIT_STACK, which
 * the judge sets to the address-space limit up to 256 MB so deep recursion works on the main thread; under a
 * 128 MB memory limit the second thread's 256 MB reservation then fails. Threads get 8 MB by default instead
 * (a program may still ask for more with pthread_attr_setstacksize), as judges do.
 */
export const THREAD_STACK_FILE = {
  name: 'judge-thread-stack.c',
  content: `#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <pthread.h>

__attribute__((constructor)) static void judge_default_thread_stack(void) {
  pthread_attr_t attr;
  if (pthread_attr_init(&attr) != 0) return;
  if (pthread_attr_setstacksize(&attr, 8 << 20) == 0) pthread_setattr_default_np(&attr);
  pthread_attr_destroy(&attr);
}
`,
};
