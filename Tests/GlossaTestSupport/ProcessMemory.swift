import Foundation

/// A process's memory as Linux reports it in `/proc/<pid>/status`: what it holds now (`VmRSS`) and the
/// most it has held (`VmHWM`), in KiB. Nil where `/proc` has no such process (or no `/proc`, as on macOS).
public struct ProcessMemory: Sendable, Equatable {
    /// The resident set now, in KiB.
    public var residentKiB: Int
    /// The peak resident set since the process started, in KiB.
    public var peakResidentKiB: Int

    /// The memory of the process `pid`, or of this process when nil.
    public init?(pid: Int32? = nil) {
        let path = "/proc/\(pid.map(String.init) ?? "self")/status"
        guard let status = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        func field(_ name: String) -> Int? {
            status.split(separator: "\n").first { $0.hasPrefix(name + ":") }?
                .split(separator: " ").dropFirst().first.flatMap { Int($0) }
        }
        guard let resident = field("VmRSS"), let peak = field("VmHWM") else { return nil }
        residentKiB = resident
        peakResidentKiB = peak
    }

    /// The resident set now, in MiB.
    public var residentMiB: Int { residentKiB / 1024 }
    /// The peak resident set, in MiB.
    public var peakResidentMiB: Int { peakResidentKiB / 1024 }
}
