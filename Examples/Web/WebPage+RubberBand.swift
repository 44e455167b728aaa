import GestureTable

// The rubber band at the ends of the list: a drag that scrolls past the top or the bottom moves
// the content a little, less and less, and it springs back when the pointer lets go, as a
// list does on a phone. The core stops the content at its ends; the page keeps the pull.

extension WebPage {
    /// How long the content takes to spring back, in seconds.
    static let rubberBandReturn = 0.35

    /// The pull past an end, in table units, while the pointer holds it: positive past the top
    /// (the content moved down), negative past the bottom; and, once let go, where the spring
    /// back started and when.
    struct Overscroll {
        var pull = 0.0
        var lastY: Double?
        var release: (from: Double, start: Duration)?
    }

    /// Notes a pointer event at `y` (table units): `scrolled`, how far the content moved toward
    /// its start meanwhile. What the pointer moved and the content did not is the pull.
    func noteOverscroll(kind: Int32, y: Double, scrolled: Double) {
        switch kind {
        case 0:
            overscroll.pull = displayedOverscroll(at: clock.now) == 0 ? 0 : overscroll.pull
            overscroll.release = nil
        case 1:
            guard table.isDragging, let lastY = overscroll.lastY else { break }
            let moved = y - lastY
            if overscroll.pull > 0 {
                overscroll.pull = max(0, overscroll.pull + moved)
            } else if overscroll.pull < 0 {
                overscroll.pull = min(0, overscroll.pull + moved)
            } else if abs(moved - scrolled) > 0.01 {
                overscroll.pull = moved - scrolled
            }
        default:
            if overscroll.pull != 0 {
                overscroll.release = (rubberBand(overscroll.pull), clock.now)
                overscroll.pull = 0
            }
        }
        overscroll.lastY = kind >= 2 ? nil : y
    }

    /// How far the content is drawn from where the table has it, in table units, at `now`.
    func displayedOverscroll(at now: Duration) -> Double {
        guard let release = overscroll.release else { return rubberBand(overscroll.pull) }
        let elapsed = milliseconds(now - release.start) / 1000
        guard !table.configuration.reducesMotion, elapsed < Self.rubberBandReturn else {
            overscroll.release = nil
            return 0
        }
        let left = 1 - elapsed / Self.rubberBandReturn
        return release.from * left * left * left  // an ease-out back to rest
    }

    /// The core's rubber-band curve for a swiped row, on the list's height: the content
    /// follows the pointer at 0.55 at first, and never moves past half the viewport.
    private func rubberBand(_ pull: Double) -> Double {
        let limit = table.viewportHeight / 2
        guard limit > 0, pull != 0 else { return 0 }
        let distance = abs(pull)
        let moved = (1 - 1 / (distance * 0.55 / limit + 1)) * limit
        return pull < 0 ? -moved : moved
    }
}
