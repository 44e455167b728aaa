#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GestureTableCLI

exit(GestureTableCommand.main())
