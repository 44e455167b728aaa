// What a frame of an outline says beyond a flat list's: depths, disclosures, the drop target.

extension TableCore {
    /// Fills in an outline's depths, disclosures and drop target; a carried row is as deep as
    /// it would be if dropped now, and the rows it carries keep their depth below it.
    func describeOutline(of frame: inout TableFrame<Row>) {
        for position in frame.rows.indices {
            guard let index = frame.rows[position].index else { continue }
            frame.rows[position].depth = depth(ofRowAt: index)
            frame.rows[position].disclosure = disclosure(ofRowAt: index)
        }
        guard let carry = state.outline.carry, let lifted = state.reorder else { return }
        let into = carry.into.flatMap { index(ofRowWithID: $0) }
        frame.dropTarget = into
        let liftedDepth = into.map { self.depth(ofRowAt: $0) + 1 } ?? carry.depth
        let shift = liftedDepth - carry.originalDepth
        for position in frame.rows.indices {
            guard let index = frame.rows[position].index else { continue }
            if index == lifted.index {
                frame.rows[position].depth = liftedDepth
            } else if frame.rows[position].isCarried {
                frame.rows[position].depth += shift
            }
        }
    }
}
