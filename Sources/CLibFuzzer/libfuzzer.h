// libFuzzer's entry for programs that keep their own main(): it parses libFuzzer's flags from
// argv and calls `callback` with each input. Defined in the toolchain's libclang_rt.fuzzer,
// which `-sanitize=fuzzer` links in; only referenced when the FUZZING condition is set.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
