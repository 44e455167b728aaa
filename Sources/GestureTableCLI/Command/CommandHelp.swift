/// The texts `gesture-table` prints for `--help` and `--version`.
enum CommandHelp {
    /// The version `--version` prints.
    static let version = "0.1.0"

    /// `gesture-table --help`.
    static let main = """
        gesture-table: swipe actions and long-press reordering on list rows, in a terminal

        USAGE:
          gesture-table                 run the demo on a terminal; elsewhere, play the tour
          gesture-table demo [ARGS...]  the interactive demo: swipe rows with the mouse or keys
          gesture-table play FILE [--trace] [--cast FILE [--force]] [--color|--no-color]
                                        play a gesture script (.gts) on a virtual clock
          gesture-table --help          show this help ('gesture-table help play' for play)
          gesture-table help COMMAND    show the help of 'play' or 'demo'
          gesture-table --version       show the version

        EXIT STATUS:
          0 success; 1 an 'expect' of a script failed; 2 a usage or script error.

        """

    /// `gesture-table play --help`.
    static let play = """
        USAGE: gesture-table play FILE [--trace] [--cast FILE [--force]] [--color|--no-color]

        Plays a gesture script (.gts) on a virtual clock, as fast as the machine
        allows: gestures move the pointer in small timed steps, 'frame' prints the
        table, 'expect' checks it. FILE '-' reads the script from standard input.

        OPTIONS:
          --trace        print every event with its virtual time, row and slot:
                           "  0.416s  trigger first-right row 2"
          --cast FILE    write an asciicast v2 recording of the frames, at the
                         script's pace (replay it with 'asciinema play FILE');
                         FILE must not exist yet, and is never the script
          --force        let --cast replace an existing regular FILE
          --color        print frames in color, even when not on a terminal
          --no-color     print frames as plain text, and record the cast without color
          -h, --help     show this help

        By default frames are in color only on a terminal, and never when NO_COLOR
        is set or TERM is dumb. A script is UTF-8 text of at most 8 MiB.

        EXIT STATUS:
          0 when every 'expect' held; 1 when one failed, printed as
          FILE:LINE: expectation failed: expected ..., got ...; 2 for a usage or
          script error, printed as FILE:LINE:COL: error: ..., for a script with no
          command (empty, or only comments), or when standard output or the
          recording cannot be written (a closed pipe only stops the printing).

        """
}
