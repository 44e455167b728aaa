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

// Big unsigned integers, 32-bit limbs, least significant first: enough to compare a decimal of
// a few hundred digits with a double exactly.
enum { limbs = 160 };
typedef struct { unsigned count; unsigned limb[limbs]; } big;

// `b = b * factor + addend`; 0 when it would not fit.
static int big_multiply_add(big *b, unsigned factor, unsigned addend) {
    u64 carry = addend;
    for (unsigned i = 0; i < b->count; i++) {
        carry += (u64)b->limb[i] * factor;
        b->limb[i] = (unsigned)carry;
        carry >>= 32;
    }
    if (carry == 0) return 1;
    if (b->count == limbs) return 0;
    b->limb[b->count++] = (unsigned)carry;
    return 1;
}

// `b = b << bits`; 0 when it would not fit.
static int big_shift_left(big *b, unsigned bits) {
    unsigned words = bits / 32, rest = bits % 32;
    if (b->count == 0) return 1;
    if (b->count + words + 1 > limbs) return 0;
    b->limb[b->count + words] = 0;
    for (unsigned i = b->count; i-- > 0;) {
        u64 wide = (u64)b->limb[i] << rest;
        b->limb[i + words + 1] |= (unsigned)(wide >> 32);
        b->limb[i + words] = (unsigned)wide;
    }
    for (unsigned i = 0; i < words; i++) b->limb[i] = 0;
    b->count += words + 1;
    while (b->count > 0 && b->limb[b->count - 1] == 0) b->count--;
    return 1;
}

static int big_compare(const big *a, const big *b) {
    if (a->count != b->count) return a->count < b->count ? -1 : 1;
    for (unsigned i = a->count; i-- > 0;) {
        if (a->limb[i] != b->limb[i]) return a->limb[i] < b->limb[i] ? -1 : 1;
    }
    return 0;
}

// Compares `digits / 10^point` with `p * 2^f`: -1, 0 or 1, or 2 when they are too large.
static int compare_decimal(const big *digits, int point, u64 p, int f) {
    big left = *digits, right = { 2, { (unsigned)p, (unsigned)(p >> 32) } };
    while (right.count > 0 && right.limb[right.count - 1] == 0) right.count--;
    for (int i = 0; i < point; i++) if (!big_multiply_add(&right, 10, 0)) return 2;
    if (f < 0 ? !big_shift_left(&left, (unsigned)-f) : !big_shift_left(&right, (unsigned)f)) return 2;
    return big_compare(&left, &right);
}

// `Double(String)`, for what the script language reads as a decimal: `[-]digits[.digits]`;
// anything else is refused (NULL). Returns where the number ends. The result is strtod's, the
// double nearest the decimal (ties to even): with at most 15 significant digits and at most 22
// after the point, as most script decimals, one division of two exact doubles gives it;
// otherwise an estimate is moved an ulp at a time until the decimal lies between the midpoints
// to its neighbours, compared exactly (a decimal too long for that keeps the estimate).
const char *_swift_stdlib_strtod_clocale(const char *text, double *result) {
    static const double powers[] = {
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    };
    const char *p = text;
    int negative = *p == '-';
    if (negative) p++;
    u64 digits = 0;
    big exact = { 0, { 0 } };
    int significant = 0, after_point = 0, point = 0, dropped = 0, any = 0, fits = 1;
    for (int in_fraction = 0;; p++) {
        if (*p == '.' && !in_fraction) { in_fraction = 1; continue; }
        if (*p < '0' || *p > '9') break;
        any = 1;
        if (in_fraction) point++;
        if (fits && (exact.count > 0 || *p != '0')) fits = big_multiply_add(&exact, 10, (unsigned)(*p - '0'));
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
    int is_exact = significant <= 15 && after_point <= 22 && dropped == 0;
    for (; dropped >= 22; dropped -= 22) value *= 1e22;
    value *= powers[dropped];
    for (; after_point > 22; after_point -= 22) value /= 1e22;
    value /= powers[after_point];
    for (int step = 0; !is_exact && fits && step < 4096; step++) {
        union { double d; u64 bits; } x = { .d = value };
        u64 exponent = x.bits >> 52, fraction = x.bits & 0xFFFFFFFFFFFFFull;
        if (exponent == 0x7FF) break;  // too large for a double
        u64 m = exponent == 0 ? fraction : fraction | 1ull << 52;
        int e = exponent == 0 ? -1074 : (int)exponent - 1075;
        int above = compare_decimal(&exact, point, 2 * m + 1, e - 1);
        if (above == 2) break;
        if (above > 0 || (above == 0 && (m & 1))) { x.bits++; value = x.d; continue; }
        if (m == 0) break;
        int below = exponent > 1 && fraction == 0
            ? compare_decimal(&exact, point, 4 * m - 1, e - 2) : compare_decimal(&exact, point, 2 * m - 1, e - 1);
        if (below == 2) break;
        if (below < 0 || (below == 0 && (m & 1))) { x.bits--; value = x.d; continue; }
        break;
    }
    *result = negative ? -value : value;
    return p;
}
