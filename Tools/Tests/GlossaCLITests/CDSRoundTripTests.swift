import Foundation
import Testing

/// A String Catalog pushed to a live `glossa serve`, translated there in the CDS's forms (as Transifex
/// serves them: `???` for the plural's name, `<cds-root>` units) and pulled back: the same catalog, with
/// its plurals, device variations and substitutions.
@Suite("glossa push and pull: a catalog round trip through glossa serve")
struct CDSRoundTripTests {
    typealias Scratch = ConvertCommandTests.Scratch

    /// `glossa serve --port 0` (or `serve` with `arguments`, in `environment`) on a scratch data
    /// directory, stopped when released.
    final class Server {
        let url: String
        private let process = Process()

        init(
            dataDirectory: String, arguments: [String] = ["--port", "0"], environment: [String: String]? = nil
        ) throws {
            process.executableURL = Glossa.executableURL
            process.arguments = ["serve"] + arguments + ["--data-dir", dataDirectory, "--log-level", "warning"]
            if let environment { process.environment = environment }
            let error = Pipe()
            process.standardError = error
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            var found: String?
            var line = Data()
            while found == nil, let byte = try error.fileHandleForReading.read(upToCount: 1), !byte.isEmpty {
                guard byte != Data([0x0A]) else {
                    let text = String(decoding: line, as: UTF8.self)
                    if let range = text.range(of: "serving on ") {
                        found = text[range.upperBound...].split(separator: " ").first.map(String.init)
                    }
                    line.removeAll()
                    continue
                }
                line.append(byte)
            }
            guard let found else { throw CocoaError(.executableLoad) }
            url = found
        }

        /// Sends SIGTERM and waits; returns the exit status, or nil if a signal ended the process.
        func stop() -> Int32? {
            process.terminate()
            process.waitUntilExit()
            return process.terminationReason == .exit ? process.terminationStatus : nil
        }

        deinit {
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
        }
    }

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%@ has %lld photos" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%1$@ hat %2$#@photos@"
                  },
                  "substitutions" : {
                    "photos" : {
                      "argNum" : 2,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "ein Foto"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%2$lld Fotos"
                            }
                          }
                        }
                      }
                    }
                  }
                },
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%1$@ has %2$#@photos@"
                  },
                  "substitutions" : {
                    "photos" : {
                      "argNum" : 2,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%2$lld photo"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%2$lld photos"
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            },
            "%lld files" : {
              "localizations" : {
                "de" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld Datei"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld Dateien"
                        }
                      }
                    }
                  }
                },
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld file"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld files"
                        }
                      }
                    }
                  }
                }
              }
            },
            \(StringCatalogText.entry("Cancel", [("de", "Abbrechen"), ("en", "Cancel")])),
            "Tap to open" : {
              "localizations" : {
                "de" : {
                  "variations" : {
                    "device" : {
                      "mac" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Zum Öffnen klicken"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Zum Öffnen tippen"
                        }
                      }
                    }
                  }
                },
                "en" : {
                  "variations" : {
                    "device" : {
                      "mac" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Click to open"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Tap to open"
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    /// The German translations as a translator's CDS stores them.
    static let german: [String: String] = [
        "%lld files": "{???, plural, one {%lld Datei} other {%lld Dateien}}",
        "%@ has %lld photos":
            "<cds-root><cds-unit id=\"substitutions\">%1$@ hat %2$#@photos@</cds-unit>"
            + "<cds-unit id=\"substitutions.photos.plural.one\">ein Foto</cds-unit>"
            + "<cds-unit id=\"substitutions.photos.plural.other\">%2$lld Fotos</cds-unit></cds-root>",
        "Cancel": "Abbrechen",
        "Tap to open":
            "<cds-root><cds-unit id=\"device.mac\">Zum Öffnen klicken</cds-unit>"
            + "<cds-unit id=\"device.other\">Zum Öffnen tippen</cds-unit></cds-root>",
    ]

    @Test func aCatalogComesBackWithPluralsDeviceVariationsAndSubstitutions() throws {
        let scratch = try Scratch()
        let data = scratch.path("data")
        let project = try CreatedProject("roundtrip", source: "en", languages: "de", dataDirectory: data)
        let (token, secret) = (project.token, project.secret)
        var environment = ProcessInfo.processInfo.environment
        environment["GLOSSA_TOKEN"] = token
        environment["GLOSSA_SECRET"] = secret
        let server = try Server(dataDirectory: data)
        let input = try scratch.write("Localizable.xcstrings", Self.catalog)

        let push = try Glossa.run(["push", input, "--host", server.url], environment: environment)
        #expect(push.status == 0, "\(push)")
        #expect(push.standardOutput.contains("4 created"), "\(push)")

        // The translator's work, set through the server's API.
        let body = try JSONSerialization.data(
            withJSONObject: ["data": Self.german.mapValues { ["string": $0] }], options: [.sortedKeys])
        let post = try Glossa.run(
            [
                "python3", "-c",
                """
                import sys, urllib.request
                request = urllib.request.Request(sys.argv[1], data=sys.stdin.buffer.read(), method="POST")
                request.add_header("Authorization", "Bearer " + sys.argv[2])
                request.add_header("Content-Type", "application/json")
                print(urllib.request.urlopen(request, timeout=60).status)
                """,
                "\(server.url)/translations/de", "\(token):\(secret)",
            ], standardInput: String(decoding: body, as: UTF8.self), executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(post.status == 0, "\(post)")

        let pull = try Glossa.run(
            ["pull", "--host", server.url, "--locale", "en", "--locale", "de", "-o", scratch.path("pulled.xcstrings")],
            environment: environment)
        #expect(pull.status == 0, "\(pull)")
        let pulled = try scratch.read("pulled.xcstrings")
        let expected = try JSONSerialization.jsonObject(with: Data(Self.catalog.utf8)) as? NSDictionary
        let actual = try JSONSerialization.jsonObject(with: Data(pulled.utf8)) as? NSDictionary
        #expect(actual == expected, "\(pulled)")
        #expect(pulled == Self.catalog)

        // The same content as a .stringsdict keeps the plural and the substitution.
        let dictionary = try Glossa.run(
            ["pull", "--host", server.url, "--locale", "de", "--format", "stringsdict", "-o", scratch.path("out")],
            environment: environment)
        #expect(dictionary.status == 0 || dictionary.status == 2, "\(dictionary)")
        let plist = try scratch.read("out/de.lproj/Localizable.stringsdict")
        #expect(plist.contains("<string>%lld Dateien</string>"), "\(plist)")
        #expect(plist.contains("<string>%1$@ hat %2$#@photos@</string>"), "\(plist)")
    }
}
