// As the judges students know: ONLINE_JUDGE defined (for `#ifndef ONLINE_JUDGE freopen(...)`), C in the GNU
// dialect (M_PI, strdup), and a compile stops after five errors, so a cascade of template errors is a compile
// error in a fraction of a second instead of running to the compile limit. The precompiled header is built
// with CPP_FLAGS too (cpp/precompiled-header.ts): with other flags g++ would silently ignore it.
const COMMON_FLAGS = ['-O2', '-pipe', '-DONLINE_JUDGE', '-fmax-errors=5'];
export const C_FLAGS = ['-std=gnu17', ...COMMON_FLAGS, '-lm'];
export const CPP_FLAGS = ['-std=c++17', ...COMMON_FLAGS];
