// The few C library functions an Embedded Swift module needs on bare WebAssembly
// (wasm32-unknown-none-wasm has no libc): memory, the hashing seed, 128-bit multiplication,
// rounding, and reading a decimal number. Compiled by `.ci/embedded-wasm` and
// `Examples/Web/build.sh` with `clang --target=wasm32-unknown-unknown`.

typedef __SIZE_TYPE__ size_t;
typedef unsigned char byte;
typedef unsigned long long u64;

// MARK: - Memory

// A small allocator over the linear memory after the linker's `__heap_base`: blocks of a power
// of two bytes (16 bytes and up), each behind a 16-byte header that holds its size class; a freed
// block goes on its class's free list and is handed out again by the next allocation of that
// class. Memory grows by whole 64 KiB pages.
extern byte __heap_base;

enum { header = 16, page = 65536, classes = 32 };

static byte *heap_top;
static byte *heap_end;
static void *free_lists[classes];

static int size_class(size_t size) {
    int class = 4;
    while (((size_t)1 << class) < size) class += 1;
    return class;
}

static byte *bump(size_t bytes) {
    if (!heap_top) {
        heap_top = (byte *)(((size_t)&__heap_base + header - 1) & ~(size_t)(header - 1));
        heap_end = (byte *)(__builtin_wasm_memory_size(0) * page);
    }
    if ((size_t)(heap_end - heap_top) < bytes) {
        size_t missing = bytes - (size_t)(heap_end - heap_top);
        size_t pages = (missing + page - 1) / page;
        if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) return 0;
        heap_end += pages * page;
    }
    byte *block = heap_top;
    heap_top += bytes;
    return block;
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment > header || size > ((size_t)1 << 30)) return 12; // ENOMEM
    int class = size_class(size ? size : 1);
    byte *block = free_lists[class];
    if (block) {
        free_lists[class] = *(void **)block;
    } else {
        byte *start = bump(header + ((size_t)1 << class));
        if (!start) return 12;
        *(int *)start = class;
        block = start + header;
    }
    *result = block;
    return 0;
}

void free(void *pointer) {
    if (!pointer) return;
    int class = *(int *)((byte *)pointer - header);
    *(void **)pointer = free_lists[class];
    free_lists[class] = pointer;
}

void *memset(void *destination, int value, size_t count) {
    byte *d = destination;
    while (count--) *d++ = (byte)value;
    return destination;
}

void *memcpy(void *restrict destination, const void *restrict source, size_t count) {
    byte *d = destination;
    const byte *s = source;
    while (count--) *d++ = *s++;
    return destination;
}

void *memmove(void *destination, const void *source, size_t count) {
    byte *d = destination;
    const byte *s = source;
    if (d < s) {
        while (count--) *d++ = *s++;
    } else {
        while (count--) d[count] = s[count];
    }
    return destination;
}

// Strings compare their bytes here (section ids and titles).
int memcmp(const void *left, const void *right, size_t count) {
    const byte *l = left;
    const byte *r = right;
    for (; count; count--, l++, r++) {
        if (*l != *r) return *l < *r ? -1 : 1;
    }
    return 0;
}

// MARK: - Randomness

// Dictionary and Set seed their hashing here. A fixed sequence keeps runs reproducible, which is
// all a check needs; a host that wants per-run seeds would import one.
void arc4random_buf(void *buffer, size_t count) {
    static u64 state = 0x9E3779B97F4A7C15ull;
    byte *b = buffer;
    while (count--) {
        state = state * 6364136223846793005ull + 1442695040888963407ull;
        *b++ = (byte)(state >> 56);
    }
}

// MARK: - Arithmetic

// 128-bit multiplication (Duration's arithmetic), which compiler-rt would provide; it is not
// shipped for wasm32 here. Little-endian halves, computed from 32-bit pieces.
typedef union {
    __int128 all;
    struct { u64 low; u64 high; } s;
} twords;

__int128 __multi3(__int128 a, __int128 b) {
    twords x = { .all = a }, y = { .all = b }, r;
    u64 a0 = x.s.low & 0xffffffffu, a1 = x.s.low >> 32;
    u64 b0 = y.s.low & 0xffffffffu, b1 = y.s.low >> 32;
    u64 p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    u64 middle = (p00 >> 32) + (p01 & 0xffffffffu) + (p10 & 0xffffffffu);
    r.s.low = (p00 & 0xffffffffu) | (middle << 32);
    r.s.high = p11 + (p01 >> 32) + (p10 >> 32) + (middle >> 32) + x.s.low * y.s.high + x.s.high * y.s.low;
    return r.all;
}

// MARK: - Floating point

// `Double.rounded()`: to the nearest integer, halves away from zero. Below 2^52 the integer part
// is exact, and so is the difference that decides the rounding.
double round(double x) {
    double magnitude = __builtin_fabs(x);
    if (!(magnitude < 4503599627370496.0)) return x;  // already whole, or not a number
    double whole = __builtin_trunc(magnitude);
    if (magnitude - whole >= 0.5) whole += 1;
    return __builtin_copysign(whole, x);
}

// `Double(String)`, for what the script language reads as a decimal: `[-]digits[.digits]`;
// anything else is refused (NULL). Returns where the number ends. With at most 15 significant
// digits and at most 22 of them after the point, as every decimal a script is likely to hold,
// the result is correctly rounded, as strtod's is (the digits and the power of ten are both exact
// doubles, and one division rounds once); past that it may differ from strtod's in the last bit.
const char *_swift_stdlib_strtod_clocale(const char *text, double *result) {
    static const double powers[] = {
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    };
    const char *p = text;
    int negative = *p == '-';
    if (negative) p++;
    u64 digits = 0;
    int significant = 0, after_point = 0, dropped = 0, any = 0;
    for (int in_fraction = 0;; p++) {
        if (*p == '.' && !in_fraction) { in_fraction = 1; continue; }
        if (*p < '0' || *p > '9') break;
        any = 1;
        if (significant < 19) {
            digits = digits * 10 + (u64)(*p - '0');
            if (digits != 0) significant++;
            if (in_fraction) after_point++;
        } else if (!in_fraction) {
            dropped++;  // whole digits past the 19th scale the value up
        }
    }
    if (!any) return 0;
    double value = (double)digits;
    while (dropped > 0) { value *= 10; dropped--; }
    while (after_point > 22) { value /= 10; after_point--; }
    value /= powers[after_point];
    *result = negative ? -value : value;
    return p;
}
