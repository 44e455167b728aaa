// Layer 1, the state: the name a completion has in the state, which holds no closures.
// A file calls files of its own layer or lower ones, never one that calls it back (.ci/layers).

/// A completion closure as the state knows it: a number. The closure itself waits in the
/// table's registry until the animation it belongs to ends, so the state stays plain data that
/// can be copied, compared and put back without holding anything of the app's.
struct CompletionToken: Hashable {
    let value: Int
}
