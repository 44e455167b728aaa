/// Finds the known word a misspelled one was probably meant to be.
package enum ScriptSuggestion {
    /// The longest word, in bytes, that a suggestion is looked for.
    static let longestWord = 32

    /// The candidate closest to `word` by edit distance, if it is close
    /// enough to be a likely typo (at most two edits, and fewer edits than
    /// the word has characters). A word longer than ``longestWord`` bytes is
    /// no typo of a short name: it gets no suggestion, at no cost.
    package static func closest(to word: String, in candidates: [String]) -> String? {
        guard word.utf8.count <= longestWord else { return nil }
        let lowercased = word.lowercased()
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(Array(lowercased), Array(candidate))
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best, best.distance <= 2, best.distance < word.count else { return nil }
        return best.name
    }

    /// The Levenshtein distance between two character arrays.
    static func editDistance(_ source: [Character], _ target: [Character]) -> Int {
        guard !source.isEmpty else { return target.count }
        guard !target.isEmpty else { return source.count }
        var previous = Array(0...target.count)
        var current = Array(repeating: 0, count: target.count + 1)
        for (row, sourceCharacter) in source.enumerated() {
            current[0] = row + 1
            for (column, targetCharacter) in target.enumerated() {
                let substitution = previous[column] + (sourceCharacter == targetCharacter ? 0 : 1)
                current[column + 1] = min(substitution, previous[column + 1] + 1, current[column] + 1)
            }
            swap(&previous, &current)
        }
        return previous[target.count]
    }
}
