/// Instants at which something finishes, earliest first (ties by serial): a binary min-heap, so
/// thousands of rows finishing together settle in O(*n* log *n*), not O(*n*²).
struct DeadlineQueue: Equatable {
    struct Entry: Comparable {
        var time: Duration
        var serial: Int

        static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.time, lhs.serial) < (rhs.time, rhs.serial)
        }
    }

    private var heap: [Entry] = []

    /// The earliest entry.
    var first: Entry? { heap.first }

    var isEmpty: Bool { heap.isEmpty }

    mutating func insert(_ entry: Entry) {
        heap.append(entry)
        var child = heap.count - 1
        while child > 0 {  // equivalent if made inclusive: at the root the parent index is the root itself, never smaller
            let parent = (child - 1) / 2
            guard heap[child] < heap[parent] else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes and returns the earliest entry.
    @discardableResult
    mutating func removeFirst() -> Entry? {
        guard !heap.isEmpty else { return nil }
        heap.swapAt(0, heap.count - 1)
        let first = heap.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < heap.count, heap[left] < heap[smallest] { smallest = left }
            if right < heap.count, heap[right] < heap[smallest] { smallest = right }
            guard smallest != parent else { break }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
        return first
    }

    mutating func removeAll() {
        heap.removeAll()
    }
}
