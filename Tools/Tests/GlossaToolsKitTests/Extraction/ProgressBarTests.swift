import GlossaToolsKit
import Testing

@Suite struct ProgressBarTests {
    @Test func barFillsInProportion() {
        #expect(ProgressBar.bar(completed: 0, total: 4, width: 4) == "[····]   0% 0/4 files")
        #expect(ProgressBar.bar(completed: 1, total: 4, width: 4) == "[#···]  25% 1/4 files")
        #expect(ProgressBar.bar(completed: 4, total: 4, width: 4) == "[####] 100% 4/4 files")
    }

    @Test func plainLinesEveryTenthAndAtTheEnd() {
        let due = (1...1000).filter { ProgressBar.isPlainLineDue(completed: $0, total: 1000) }
        #expect(due == [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000])
        #expect((1...3).filter { ProgressBar.isPlainLineDue(completed: $0, total: 3) } == [1, 2, 3])
    }
}
