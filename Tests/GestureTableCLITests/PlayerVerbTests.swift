import Testing
@testable import GestureTableCLI

/// Each verb on rows a script can call (what app code or an action's closure calls, and the
/// keyboard's step, lift and move-by), played on a small table: scripts that pass carry their own
/// `expect`s; scripts the table refuses stop with the right `FILE:LINE:COL: error:`.
@Suite("Player: verbs on rows")
struct PlayerVerbTests {
    static let cases: [PlayedScriptCase] = [
        PlayedScriptCase("push", "push 1\nexpect event push row 1\nwait 1s\nexpect offset 1 1\nexpect count 3\n"),
        PlayedScriptCase("replace a pushed row", "push 1\nwait 1s\nreplace 1\nexpect event replace row 1\nwait 1s\nexpect offset 1 0 within 0\n"),
        PlayedScriptCase("push-and-delete", "push-and-delete 0\nwait 1s\nexpect rows \"B\" \"C\"\nexpect event delete row 0\n"),
        PlayedScriptCase("delete with each animation",
            "delete 0 left\ndelete 0 right\ndelete 0 fade\nexpect rows\ninsert 0 \"N\"\ndelete 0 none\nwait 1s\nexpect empty\n"),
        PlayedScriptCase("delete an index out of range", "delete 3 fade\n", "t.gts:8:8: error: row index 3 is out of range: the table has 3 rows (0 to 2)"),
        PlayedScriptCase("update", "update 1 \"Bee\" \"buzz\"\nexpect event update row 1\nexpect rows \"A\" \"Bee\" \"C\"\nundo\nexpect rows \"A\" \"B\" \"C\"\n"),
        PlayedScriptCase("insert is an event", "insert 3 \"D\"\nexpect event insert row 3\nexpect rows \"A\" \"B\" \"C\" \"D\"\n"),
        PlayedScriptCase("open and close", "reveal right\naction second-right fraction 0.6 do delete\nopen 0 right\nexpect event open row 0\nexpect open 0 right\nclose 0\nexpect event close row 0\nexpect open 0 none\n"),
        PlayedScriptCase("open a side with no actions", "open 0 right\n", "t.gts:8:1: error: the right side of row 0 does not reveal actions"),
        PlayedScriptCase("peek", "peek 2 left\nexpect offset 2 0.15 within 0.16\nexpect no event trigger\nwait 2s\nexpect offset 2 0 within 0.001\n"),
        PlayedScriptCase("trigger", "trigger 1 second-left\nexpect event highlight second-left row 1\nexpect event trigger second-left row 1\nexpect event delete row 1\nwait 1s\nexpect rows \"A\" \"C\"\n"),
        PlayedScriptCase("snooze: the row goes to the end, one step that one undo takes back",
            "action second-right fraction 0.7 title \"Snooze\" do snooze\ntrigger 0 second-right\nexpect event delete row 0\nexpect event insert row 2\nexpect rows \"B\" \"C\" \"A\"\nwait 1s\nundo\nexpect rows \"A\" \"B\" \"C\"\nredo\nexpect rows \"B\" \"C\" \"A\"\nundo\nexpect rows \"A\" \"B\" \"C\"\n"),
        PlayedScriptCase("trigger a slot with no action", "trigger 1 second-right\n", "t.gts:8:1: error: row 1 has no action in secondRight"),
        PlayedScriptCase("step and release", "step 0 right\nexpect highlighted first-right\nrelease\nexpect event trigger first-right row 0\nwait 1s\nexpect rows \"B\" \"C\"\n"),
        PlayedScriptCase("step twice then cancel", "step 0 left\nstep 0 left\nexpect highlighted second-left\ncancel\nexpect no event trigger\nwait 1s\nexpect rows \"A\" \"B\" \"C\"\nexpect offset 0 0 within 0\n"),
        PlayedScriptCase("step another row while one is stepped", "step 0 left\nstep 1 left\n", "t.gts:9:1: error: another row is stepped; 'release' or 'cancel' it first"),
        PlayedScriptCase("lift, move-by and drop", "lift 0\nexpect lifted 0\nexpect event lift row 0\nmove-by 2\nexpect lifted 2\ndrop\nexpect lifted none\nexpect rows \"B\" \"C\" \"A\"\nexpect event move row 2 from 0\n"),
        PlayedScriptCase("move-by stops at either end", "lift 1\nmove-by 100\nexpect lifted 2\nmove-by -1000000000\nexpect lifted 0\nmove-by 1000000000\nexpect lifted 2\ndrop\nexpect rows \"A\" \"C\" \"B\"\n"),
        PlayedScriptCase("lift then cancel restores the order", "lift 0\nmove-by 1\ncancel\nexpect lifted none\nexpect rows \"A\" \"B\" \"C\"\nexpect event cancel\n"),
        PlayedScriptCase("move-by with nothing lifted", "move-by 1\n", "t.gts:8:1: error: 'move-by' needs a row lifted by 'lift I'; no row is lifted: lift one with 'lift I'"),
        PlayedScriptCase("move on a row lifted by the keyboard", "lift 0\nmove 1\n", "t.gts:9:1: error: 'move' moves a row lifted by the pointer; use 'move-by N' for one lifted with 'lift I'"),
        PlayedScriptCase("pin refuses a lift", "pin 1\nlift 1\n", "t.gts:9:1: error: row 1 is pinned: a pinned row cannot be lifted"),
        PlayedScriptCase("a pinned row held by a long press cannot move", "pin 1\nlongpress 1\nmove 2\n",
            "t.gts:10:1: error: 'move' needs a lifted row; the press on row 1 lifted nothing: it is pinned, and a pinned row cannot be lifted"),
        PlayedScriptCase("a pinned row held by a long press cannot drop", "pin 2\nlongpress line 2\ndrop\n",
            "t.gts:10:1: error: 'drop' needs a lifted row; the press on row 2 lifted nothing: it is pinned, and a pinned row cannot be lifted"),
        PlayedScriptCase("a pinned row stays pinned where it moves", "pin 0\nlift 1\nmove-by -1\ndrop\nlift 1\n",
            "t.gts:12:1: error: row 1 is pinned: a pinned row cannot be lifted"),
        PlayedScriptCase("pin holds a longpress without lifting", "pin 1\nlongpress 1\nexpect lifted none\nexpect no event lift\nrelease\nlongpress 0\nexpect lifted 0\nmove 2\ndrop\nexpect rows \"B\" \"C\" \"A\"\n"),
    ]

    @Test("Each verb", arguments: cases)
    func verb(_ testCase: PlayedScriptCase) { testCase.check() }
}
