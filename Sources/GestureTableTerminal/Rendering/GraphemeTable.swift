#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where ``Cell`` keeps the grapheme clusters of several scalars: flags, emoji sequences,
/// letters with combining marks.
///
/// A cell stores a single-scalar character as the scalar's value; a cluster is stored here once,
/// in Unicode's composed form (NFC), and the cell stores its number plus ``firstClusterCode``.
/// Clusters are never removed: a program shows few distinct ones, and each costs a few dozen
/// bytes. Past ``capacity`` distinct clusters, further ones are shown as U+FFFD, so hostile text
/// cannot grow the table without bound. The table is shared by every frame and every thread; a
/// lock guards it, and it is taken only for clusters.
enum GraphemeTable {
    /// The first code that stands for a cluster rather than a scalar (one past U+10FFFF).
    static let firstClusterCode: UInt64 = 0x11_0000
    /// The most clusters the table keeps.
    static let capacity = 1 << 20

    /// The code of a character: its scalar's value, or its cluster's number.
    static func code(of character: Character) -> UInt64 {
        var scalars = character.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return Cell.spaceCode }
        if scalars.next() == nil { return UInt64(first.value) }
        // Clusters are kept composed, so canonically equivalent spellings share a code, and a
        // cluster that composes to one scalar is that scalar.
        let composed = String(decoding: String(character)._nfcCodeUnits, as: UTF8.self)
        var composedScalars = composed.unicodeScalars.makeIterator()
        if let only = composedScalars.next(), composedScalars.next() == nil {
            return UInt64(only.value)
        }
        return storage.withLock { $0.code(of: composed) }
    }

    /// The character of a code made by ``code(of:)``.
    static func character(of code: UInt64) -> Character {
        if code < firstClusterCode {
            return Character(Unicode.Scalar(UInt32(truncatingIfNeeded: code)) ?? "\u{FFFD}")
        }
        return Character(cluster(of: code))
    }

    /// The text of a cluster's code, composed.
    static func cluster(of code: UInt64) -> String {
        storage.withLock { $0.cluster(at: Int(code - firstClusterCode)) }
    }

    /// The clusters and their numbers, behind a lock.
    private static let storage = Locked(Clusters())

    /// The clusters seen so far.
    private struct Clusters {
        var numbers: [String: Int] = [:]
        var clusters: [String] = []

        mutating func code(of composed: String) -> UInt64 {
            if let number = numbers[composed] { return firstClusterCode + UInt64(number) }
            guard clusters.count < capacity else { return 0xFFFD }
            numbers[composed] = clusters.count
            clusters.append(composed)
            return firstClusterCode + UInt64(clusters.count - 1)
        }

        func cluster(at number: Int) -> String {
            clusters.indices.contains(number) ? clusters[number] : "\u{FFFD}"
        }
    }

    #if canImport(Glibc) || canImport(Darwin)
    /// A value behind a mutex; a class, so that the mutex has a stable address.
    private final class Locked<Value>: @unchecked Sendable {
        private var value: Value
        private let mutex: UnsafeMutablePointer<pthread_mutex_t>

        init(_ value: Value) {
            self.value = value
            mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
            pthread_mutex_init(mutex, nil)
        }

        deinit {
            pthread_mutex_destroy(mutex)
            mutex.deallocate()
        }

        func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return body(&value)
        }
    }
    #else
    /// A value with nothing to lock: where there is neither Glibc nor Darwin (WebAssembly with
    /// Embedded Swift), there is one thread.
    private final class Locked<Value>: @unchecked Sendable {
        private var value: Value

        init(_ value: Value) {
            self.value = value
        }

        func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
            body(&value)
        }
    }
    #endif
}
