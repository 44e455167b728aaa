// Timing, memory and child-process helpers for the benchmark.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Seconds since `start` on the monotonic clock.
func seconds(since start: ContinuousClock.Instant) -> Double {
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// Nanoseconds per iteration of `body`, median of `runs` runs of `iterations` after one warm-up run.
func measure(runs: Int = 7, iterations: Int, _ body: (Int) -> Void) -> Double {
    var samples: [Double] = []
    for run in 0...runs {
        let start = ContinuousClock.now
        for iteration in 0..<iterations { body(iteration) }
        if run > 0 { samples.append(seconds(since: start) * 1e9) }
    }
    return median(samples) / Double(iterations)
}

/// The median nanoseconds of one timed operation, for operations that need untimed set-up
/// between them: `body` gets the iteration and a `time` function to wrap the timed part in.
/// Runs `iterations` times after `iterations / 10` warm-ups, or fewer when `budget` seconds pass.
func measureEach(iterations: Int, budget: Double = 2, _ body: (Int, (() -> Void) -> Void) -> Void) -> Double {
    var samples: [Double] = []
    samples.reserveCapacity(iterations)
    let warmUps = max(1, iterations / 10)
    let start = ContinuousClock.now
    for iteration in 0..<(warmUps + iterations) {
        body(iteration) { operation in
            let begin = ContinuousClock.now
            operation()
            if iteration >= warmUps { samples.append(seconds(since: begin) * 1e9) }
        }
        if iteration >= warmUps + 5, seconds(since: start) > budget { break }
    }
    return median(samples)
}

/// This process's resident memory in bytes, from /proc/self/statm; 0 where there is none.
func residentBytes() -> Int {
    guard let file = fopen("/proc/self/statm", "r") else { return 0 }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 256)
    guard fgets(&buffer, Int32(buffer.count), file) != nil else { return 0 }
    let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let fields = text.split(separator: " ").compactMap { Int($0) }
    guard fields.count >= 2 else { return 0 }
    return fields[1] * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// Runs this executable again with `arguments`; returns what it printed and its peak resident
/// memory in KiB (from `wait4`), or `nil` when it could not be run or failed.
func runSelf(_ arguments: [String]) -> (output: String, peakKiB: Int)? {
    guard let executable = CommandLine.arguments.first else { return nil }
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { return nil }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], STDOUT_FILENO)
    posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var child: pid_t = 0
    let spawned = posix_spawn(&child, executable, &actions, nil, argv, environ)
    close(pipeEnds[1])
    defer { close(pipeEnds[0]) }
    guard spawned == 0 else { return nil }
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = read(pipeEnds[0], &buffer, buffer.count)
        if count > 0 {
            output += buffer[..<count]
        } else if count < 0, errno == EINTR {
            continue
        } else {
            break
        }
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(child, &status, 0, &usage) < 0, errno == EINTR {}
    guard status == 0 else { return nil }
    return (String(decoding: output, as: UTF8.self), usage.ru_maxrss)
}

/// Writes a line to standard error.
func printError(_ text: String) {
    let line = text + "\n"
    _ = line.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
}
