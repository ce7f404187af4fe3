import GlossaFormats
import Testing

/// The rule of one table's files, stated once (``TableLocation/givesWay(file:)``): a `.strings` file
/// gives way to the `.stringsdict` beside it and to every other file of its table.
@Suite struct TableLocationTests {
    @Test func onlyAStringsFileGivesWay() {
        #expect(TableLocation.givesWay(file: "de.lproj/Localizable.strings"))
        #expect(TableLocation.givesWay(file: "App/de.lproj/InfoPlist.STRINGS"))
        #expect(!TableLocation.givesWay(file: "de.lproj/Localizable.stringsdict"))
        #expect(!TableLocation.givesWay(file: "Localizable.xcstrings"))
        #expect(!TableLocation.givesWay(file: "Localizable"))
        #expect(!TableLocation.givesWay(file: nil))
    }
}
