// The name a completion has in the state, which holds no closures.

/// A completion closure as the state knows it: a number. The closure itself waits in the
/// table's registry until the animation it belongs to ends, so the state stays plain data that
/// can be copied, compared and put back without holding anything of the app's.
struct CompletionToken: Hashable {
    let value: Int
}
