/// The built-in tour: the script `gesture-table` plays when it has no
/// terminal to run the demo on. A copy lives in `Examples/scripts/tour.gts`,
/// and a test keeps the two equal.
enum TourScript {
    /// The name diagnostics use for the tour.
    static let fileName = "tour.gts"

    /// The tour's text, ending with a newline.
    static let text = #"""
        # A tour of GestureTable: swipe actions, reordering, reveal mode, undo and right-to-left,
        # played on a virtual clock. `gesture-table` plays it when there is no terminal for the demo;
        # `gesture-table play Examples/scripts/tour.gts --trace` prints every event as well.
        size 60x6
        placeholder "Inbox zero" "Nothing left to do"
        row "Ana: Lunch on Friday?" "12:04"
        row "Bank: Your statement is ready" "11:30"
        row "Sam: Photos from the trip" "10:12"
        row "Newsletter: Weekly digest" "09:00"
        row "Jo: Re: the plan" "08:45"
        row "CI: Build #512 failed" "08:01"
        row "Mum: Call me" "Mon"
        row "Shop: Your order has shipped" "Sun"
        action first-left fraction 0.25 color green icon "✓" do push-and-delete
        action second-left fraction 0.6 color red icon "✕" do delete
        action first-right fraction 0.25 color yellow icon "◷" do replace
        action second-right fraction 0.6 color brown icon "≡" do push only 3
        set animation-duration 250ms
        set long-press 500ms
        set bounce on
        set flick on

        # Drag a row to the right: past a quarter of the width, "done" is current.
        drag 0 0.3
        expect highlighted first-left
        frame "Past a quarter of the width to the right: done (green) is current"
        # Further, past 0.6: "delete" takes over.
        drag 0.7
        expect highlighted second-left
        frame "Past 0.6: delete (red) takes over"
        # Back below 0.6 and let go: "done" fires; the row slides off and its line collapses.
        drag 0.4
        release
        expect event trigger first-left row 0
        expect event push first-left row 0
        expect event delete first-left row 0
        wait 200ms
        frame "Released at 0.4: done fires, the row slides off"
        wait 400ms
        expect count 7

        # To the left, "later" puts the row back, with a little bounce.
        swipe 0 -0.35
        expect event trigger first-right row 0
        expect event replace row 0
        wait 400ms
        expect offset 0 0

        # Only row 3 has a second right action: it pushes the row off and keeps it, pending the
        # app, which deletes it a moment later.
        swipe 2 -0.8
        expect event push second-right row 2
        wait 300ms
        expect offset 2 -1
        delete 2
        expect event delete second-right row 2
        wait 300ms

        # A quick flick fires the first action even below its fraction.
        swipe 1 0.1 velocity 5
        expect event trigger first-left row 1
        wait 600ms
        expect rows "Bank: Your statement is ready" "Jo: Re: the plan" "CI: Build #512 failed" "Mum: Call me" "Shop: Your order has shipped"

        # Undo brings the last deleted row back, where it was.
        undo
        wait 300ms
        expect rows "Bank: Your statement is ready" "Sam: Photos from the trip" "Jo: Re: the plan" "CI: Build #512 failed" "Mum: Call me" "Shop: Your order has shipped"

        # The system interrupts a drag: nothing fires.
        drag 0 -0.7
        cancel
        expect event cancel row 0
        wait 400ms

        # Long-press lifts a row; drag it down past the bottom edge and the table scrolls by itself.
        longpress 0
        expect event lift row 0
        move 5
        hold 300ms
        frame "A lifted row held past the bottom edge: the table scrolls"
        drop
        expect event move row 5
        expect event drop row 5
        expect rows "Sam: Photos from the trip" "Jo: Re: the plan" "CI: Build #512 failed" "Mum: Call me" "Shop: Your order has shipped" "Bank: Your statement is ready"
        scroll -10

        # Reveal mode: the right side opens on buttons instead of firing.
        reveal right
        swipe 3 -0.3
        expect open 3 right
        wait 300ms
        frame "Reveal mode: the row stays open on its buttons"
        tap 3 right 0
        expect event trigger first-right row 3
        wait 400ms
        expect open 3 none

        # The app inserts and deletes rows too.
        insert 0 "Kim: Coffee?"
        delete 4
        wait 300ms
        expect rows "Kim: Coffee?" "Sam: Photos from the trip" "Jo: Re: the plan" "CI: Build #512 failed" "Shop: Your order has shipped" "Bank: Your statement is ready"

        # Right-to-left: the sides mirror; "done" now fires on a drag to the left.
        rtl on
        reveal left
        swipe 0 -0.3
        expect open 0 right
        wait 300ms
        frame "Right to left: the sides mirror"
        tap 0
        expect event trigger first-left row 0
        wait 600ms
        rtl off

        # Delete everything: the placeholder appears once the last row has gone.
        delete 0
        delete 0
        delete 0
        delete 0
        delete 0
        expect count 0
        expect not-empty
        wait 300ms
        expect empty
        expect event empty-shown
        frame "The last row gone: the placeholder"

        """#
}
