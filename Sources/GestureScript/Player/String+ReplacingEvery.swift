extension String {
    /// The text with every occurrence of `target` replaced by `replacement`, matched character
    /// by character from the start, as `replacing(_:with:)` does; that one is missing from
    /// Embedded Swift.
    func replacingEvery(_ target: String, with replacement: String) -> String {
        let characters = Array(self)
        let pattern = Array(target)
        guard !pattern.isEmpty, pattern.count <= characters.count else { return self }
        var result = ""
        var index = 0
        while index < characters.count {
            if index + pattern.count <= characters.count, characters[index..<index + pattern.count].elementsEqual(pattern) {
                result += replacement
                index += pattern.count
            } else {
                result.append(characters[index])
                index += 1
            }
        }
        return result
    }
}
