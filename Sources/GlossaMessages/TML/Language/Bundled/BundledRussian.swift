// The JSON below is the Russian language definition of tml-js's tests, copied verbatim (indented to the
// literal's closing delimiter, which Swift strips) except for one correction. TMLBundledDefinitionTests
// checks both claims.
//
// Origin: translationexchange/tml-js @ 96c10d5a5d06e71261dcb62120a8a5d65267705c,
// test/fixtures/languages/ru.json (MIT, Translation Exchange, Inc.; licence text and the unmodified
// original in Tests/GlossaMessagesTests/Fixtures/TML/Languages/). It is the fuller of the two public
// Russian definitions: its genitive and accusative cases have 18 rules each and its dative 3, where
// tml-ruby's spec fixture has 3, none and none.
//
// Two deliberate changes: the official data has the date rules inverted (`future := (< @date (today))`,
// `past := (> @date (today))`). Here `past` is before today and `future` after today, with their
// descriptions swapped to match. And the dative's first rule appends a Latin `y` (U+0079) where the
// Cyrillic `у` (U+0443) is meant (`Иван` → `Ивану`), in both its string and its expression form; here it is
// the Cyrillic letter. Everything else is byte-for-byte the original.

extension LanguageDefinition {
    /// The Russian definition from tml-js (contexts and language cases), as JSON.
    ///
    /// Corrected from the official data: the `date` context's `past` rule is `(< @date (today))`
    /// and its `future` rule `(> @date (today))`; the official definition has them the other way round.
    /// The dative appends a Cyrillic `у` to masculine names ending in a consonant, not the official
    /// data's Latin `y`.
    static let bundledRussianJSON = #"""
        {
            "locale":"ru",
            "name":"Русский",
            "english_name":"Russian",
            "native_name":"Русский",
            "flag_url":"http://localhost:3000/media/54/39/11/49/cb768f030bde97f97.png",
            "curse_words":"блядь",
            "contexts":{
                "number":{
                    "keyword":"number",
                    "keys":[
                        "one",
                        "few",
                        "many",
                        "other"
                    ],
                    "default_key":"many",
                    "token_expression":"/.*(count|num|minutes|seconds|hours|sum|total)(\\d)*$/",
                    "variables":[
                        "@n"
                    ],
                    "token_mapping":[
                        "unsupported",
                        "unsupported",
                        {
                            "one":"{$0}",
                            "few":"{$1}",
                            "many":"{$2}",
                            "other":"{$2}"
                        },
                        {
                            "one":"{$0}",
                            "few":"{$1}",
                            "many":"{$2}",
                            "other":"{$3}"
                        }
                    ],
                    "rules":{
                        "one":{
                            "keyword":"one",
                            "description":"{token} mod 10 is 1 and {token} mod 100 is not 11",
                            "examples":"1, 21, 31, 41, 51, 61...",
                            "conditions":"(&& (= 1 (mod @n 10)) (!= 11 (mod @n 100)))",
                            "conditions_expression":[
                                "&&",
                                [
                                    "=",
                                    1,
                                    [
                                        "mod",
                                        "@n",
                                        10
                                    ]
                                ],
                                [
                                    "!=",
                                    11,
                                    [
                                        "mod",
                                        "@n",
                                        100
                                    ]
                                ]
                            ]
                        },
                        "few":{
                            "keyword":"few",
                            "description":"{token} ends in 2, 3, 4, but not in 12, 13, 14",
                            "examples":"2-4, 22-24, 32-34...",
                            "conditions":"(&& (in '2..4' (mod @n 10)) (not (in '12..14' (mod @n 100))))",
                            "conditions_expression":[
                                "&&",
                                [
                                    "in",
                                    "2..4",
                                    [
                                        "mod",
                                        "@n",
                                        10
                                    ]
                                ],
                                [
                                    "not",
                                    [
                                        "in",
                                        "12..14",
                                        [
                                            "mod",
                                            "@n",
                                            100
                                        ]
                                    ]
                                ]
                            ]
                        },
                        "many":{
                            "keyword":"many",
                            "description":"{token} mod 10 is 0 or {token} mod 10 in 5..9 or {token} mod 100 in 11..14",
                            "examples":"0, 5-20, 25-30, 35-40...",
                            "conditions":"(|| (= 0 (mod @n 10)) (in '5..9' (mod @n 10)) (in '11..14' (mod @n 100)))",
                            "conditions_expression":[
                                "||",
                                [
                                    "=",
                                    0,
                                    [
                                        "mod",
                                        "@n",
                                        10
                                    ]
                                ],
                                [
                                    "in",
                                    "5..9",
                                    [
                                        "mod",
                                        "@n",
                                        10
                                    ]
                                ],
                                [
                                    "in",
                                    "11..14",
                                    [
                                        "mod",
                                        "@n",
                                        100
                                    ]
                                ]
                            ]
                        },
                        "other":{
                            "keyword":"other",
                            "examples":"1.2, 2.07, 5.94..."
                        }
                    }
                },
                "gender":{
                    "keyword":"gender",
                    "keys":[
                        "male",
                        "female",
                        "other"
                    ],
                    "default_key":"other",
                    "token_expression":"/.*(user|translator|profile|actor|target)(\\d)*$/",
                    "variables":[
                        "@gender"
                    ],
                    "token_mapping":[
                        {
                            "other":"{$0}"
                        },
                        {
                            "male":"{$0}",
                            "female":"{$1}",
                            "other":"{$0}/{$1}"
                        },
                        {
                            "male":"{$0}",
                            "female":"{$1}",
                            "other":"{$2}"
                        }
                    ],
                    "rules":{
                        "male":{
                            "keyword":"male",
                            "description":"{token} is a male",
                            "conditions":"(= 'male' @gender)",
                            "conditions_expression":[
                                "=",
                                "male",
                                "@gender"
                            ]
                        },
                        "female":{
                            "keyword":"female",
                            "description":"{token} is a female",
                            "conditions":"(= 'female' @gender)",
                            "conditions_expression":[
                                "=",
                                "female",
                                "@gender"
                            ]
                        },
                        "other":{
                            "keyword":"other",
                            "description":"{token}'s gender is unknown"
                        }
                    }
                },
                "genders":{
                    "keyword":"genders",
                    "keys":[
                        "male",
                        "female",
                        "unknown",
                        "other"
                    ],
                    "default_key":"other",
                    "token_expression":"/.*(users|profiles|actors|targets)(\\d)*$/",
                    "variables":[
                        "@genders"
                    ],
                    "token_mapping":[
                        "unsupported",
                        "unsupported",
                        "unsupported",
                        {
                            "male":"{$0}",
                            "female":"{$1}",
                            "unknown":"{$2}",
                            "other":"{$3}"
                        }
                    ],
                    "rules":{
                        "male":{
                            "keyword":"male",
                            "description":"{token} contains 1 male",
                            "conditions":"(&& (= 1 (count @genders)) (all @genders 'male'))",
                            "conditions_expression":[
                                "&&",
                                [
                                    "=",
                                    1,
                                    [
                                        "count",
                                        "@genders"
                                    ]
                                ],
                                [
                                    "all",
                                    "@genders",
                                    "male"
                                ]
                            ]
                        },
                        "female":{
                            "keyword":"female",
                            "description":"{token} contains 1 female",
                            "conditions":"(&& (= 1 (count @genders)) (all @genders 'female'))",
                            "conditions_expression":[
                                "&&",
                                [
                                    "=",
                                    1,
                                    [
                                        "count",
                                        "@genders"
                                    ]
                                ],
                                [
                                    "all",
                                    "@genders",
                                    "female"
                                ]
                            ]
                        },
                        "unknown":{
                            "keyword":"unknown",
                            "description":"{token} contains 1 person with unknown gender",
                            "conditions":"(&& (= 1 (count @genders)) (all @genders 'unknown'))",
                            "conditions_expression":[
                                "&&",
                                [
                                    "=",
                                    1,
                                    [
                                        "count",
                                        "@genders"
                                    ]
                                ],
                                [
                                    "all",
                                    "@genders",
                                    "unknown"
                                ]
                            ]
                        },
                        "other":{
                            "keyword":"other",
                            "description":"{token} contains at least 2 people"
                        }
                    }
                },
                "list":{
                    "keyword":"list",
                    "keys":[
                        "one",
                        "other"
                    ],
                    "default_key":"other",
                    "token_expression":"/.*(items|list)(\\d)*$/",
                    "variables":[
                        "@count"
                    ],
                    "token_mapping":[
                        "unsupported",
                        {
                            "one":"{$0}",
                            "other":"{$1}"
                        }
                    ],
                    "rules":{
                        "one":{
                            "keyword":"one",
                            "description":"{token} contains 1 element",
                            "conditions":"(= 1 @count)",
                            "conditions_expression":[
                                "=",
                                1,
                                "@count"
                            ]
                        },
                        "other":{
                            "keyword":"other",
                            "description":"{token} contains at least 2 elements"
                        }
                    }
                },
                "date":{
                    "keyword":"date",
                    "description":"Rules based on date tokens",
                    "keys":[
                        "past",
                        "present",
                        "future"
                    ],
                    "default_key":"present",
                    "token_expression":"/.*(date|time)(\\d)*$/",
                    "variables":[
                        "@date"
                    ],
                    "token_mapping":[
                        "unsupported",
                        "unsupported",
                        {
                            "past":"{$0}",
                            "present":"{$1}",
                            "future":"{$2}"
                        }
                    ],
                    "rules":{
                        "present":{
                            "keyword":"present",
                            "description":"{token} is in the present",
                            "conditions":"(= @date (today))",
                            "conditions_expression":[
                                "=",
                                "@date",
                                [
                                    "today"
                                ]
                            ]
                        },
                        "past":{
                            "keyword":"past",
                            "description":"{token} is in the past",
                            "conditions":"(< @date (today))",
                            "conditions_expression":[
                                "<",
                                "@date",
                                [
                                    "today"
                                ]
                            ]
                        },
                        "future":{
                            "keyword":"future",
                            "description":"{token} is in the future",
                            "conditions":"(> @date (today))",
                            "conditions_expression":[
                                ">",
                                "@date",
                                [
                                    "today"
                                ]
                            ]
                        }
                    }
                },
                "value":{
                    "keyword":"value",
                    "keys":[
                        "vowel",
                        "other"
                    ],
                    "default_key":"vowel",
                    "token_expression":"/.*$/",
                    "variables":[
                        "@value"
                    ],
                    "token_mapping":[
                        "unsupported",
                        {
                            "vowel":"{$0}",
                            "con":"{$1}"
                        }
                    ],
                    "rules":{
                        "vowel":{
                            "keyword":"vowel",
                            "description":"{token} starts with a vowel",
                            "examples":"а, и, о, у, ы, э",
                            "conditions":"(match \"/^[аиоуыэАИОУЭ]/\" @value)",
                            "conditions_expression":[
                                "match",
                                "/^[аиоуыэАИОУЭ]/",
                                "@value"
                            ]
                        },
                        "other":{
                            "keyword":"other",
                            "description":"{token} starts with a consonant",
                            "examples":"б, в, г, д, к..."
                        }
                    }
                }
            },
            "cases":{
                "nom":{
                    "id":89,
                    "keyword":"nom",
                    "latin_name":"Nominativus",
                    "native_name":"Именительный падеж",
                    "description":"Есть - Кто? Что?",
                    "application":"words",
                    "rules":[

                    ]
                },
                "gen":{
                    "id":87,
                    "keyword":"gen",
                    "latin_name":"Genitivus",
                    "native_name":"Родительный падеж",
                    "description":"Нет - Кого? Чего?",
                    "application":"words",
                    "rules":[
                        {
                            "id":946,
                            "description":"",
                            "examples":"",
                            "conditions":"(&& (= 'male' @gender) (match '/(лев)$/' @value))\r\n",
                            "conditions_expression":[
                                "&&",
                                [
                                    "=",
                                    "male",
                                    "@gender"
                                ],
                                [
                                    "match",
                                    "/(лев)$/",
                                    "@value"
                                ]
                            ],
                            "operations":"(replace '/ев$/' 'ьва' @value)",
                            "operations_expression":[
                                "replace",
                                "/ев$/",
                                "ьва",
                                "@value"
                            ]
                        },
                        {
                            "id":945,
                            "description":"",
                            "examples":"",
                            "conditions":"(&& (= 'male' @gender) (match '/(пётр)$/' @value))\r\n",
                            "conditions_expression":[
                                "&&",
                                [
                                    "=",
                                    "male",
                                    "@gender"
                                ],
                                [
                                    "match",
                                    "/(пётр)$/",
                                    "@value"
                                ]
                            ],
                            "operations":"(replace '/ётр$/' 'етра' @value)",
                            "operations_expression":[
                                "replace",
                                "/ётр$/",
                                "етра",
                                "@value"
                            ]
                        },
                        {
                            "id":944,
                            "description":"",
                            "examples":"",
                            "conditions":"(&& (= 'male' @gender) (match '/(павел)$/' @value))\r\n\r\n",
                            "conditions_expression":[
                                "&&",
                                [
                                    "=",
                                    "male",
                                    "@gender"
                                ],
                                [
                                    "match",
                                    "/(павел)$/",
                                    "@value"
                                ]
                            ],
                            "operations":"(replace '/ел$/' 'ла' @value)",
                            "operations_expression":[
                                "replace",
                                "/ел$/",
                                "ла",
                                "@value"
                            ]
                        },
                        {
                            "id":943,
                            "description":"",
                            "examples":"",
                            "conditions":"(&& (= 'male' @gender) (match '/(яша)$/' @value))\r\n",
                            "conditions_expression":[
                                "&&",
                                [
                                    "=",
                                    "male",
                                    "@gender"
                                ],
                                [
                                    "match",
                                    "/(яша)$/",
                                    "@value"
                                ]
                            ],
                            "operations":"(replace '/а$/' 'и' @value)",
                            "operations_expression":[
                                "replace",
                                "/а$/",
                                "и",
                                "@value"
                            ]
                        },
                        {
                            "id":942,
                            "description":"",
                            "examples":"",
                            "conditions":"(&& (= 'male' @gender) (match '/(шота)$/' @value))\r\n",
                            "conditions_expression":[
                                "&&",
                                [
                                    "=",
                                    "male",
                                    "@gender"
                                ],
                                [
                                    "match",
                                    "/(шота)$/",
                                    "@value"
                                ]
                            ],
                            "operations":"@value",
                            "operations_expression":"@value"
                        },
                        {
                            "id":941,
                            "description":"",
                            "examples":"",
                            "conditions":"(&& (= 'female' @gender) (match '/(рахель|рашель|нинель|николь|габриэль|даниэль)$/' @value))\r\n",
                            "conditions_expression":[
                                "&&",
                                [
                                    "=",
                                    "female",
                                    "@gender"
                                ],
                                [
                                    "match",
                                    "/(рахель|рашель|нинель|николь|габриэль|даниэль)$/",
                                    "@value"
                                ]
                            ],
                            "operations":"@value",
                            "operations_expression":"@value"
                        },
                        {
                            "id":940,
                            "description":"",
                            "examples":"",
                            "conditions":"(match '/[еёиоуыэю]$/' @value)\r\n\r\n",
                            "conditions_expression":[
                                "match",
                                "/[еёиоуыэю]$/",
                                "@value"
                            ],
                            "operations":"@value",
                            "operations_expression":"@value"
                        },
                        {
                            "id":939,
                            "description":"",
                            "examples":"",
                            "conditions":"(&& (= 'female' @gender) (match '/[бвгджзйклмнпрстфхцчшщъ]$/' @value))\r\n",
                            "conditions_expression":[
                                "&&",
                                [
                                    "=",
                                    "female",
                                    "@gender"
                                ],
                                [
                                    "match",
                                    "/[бвгджзйклмнпрстфхцчшщъ]$/",
                                    "@value"
                                ]
                            ],
                            "operations":"@value",
                            "operations_expression":"@value"
                        },
                        {
                            "id":938,
                            "description":"",
                            "examples":"",
                            "conditions":"(&& (= 'female' @gender) (match '/ь$/' @value))\r\n",
                            "conditions_expression":[
                                "&&",
                                [
                                    "=",
                                    "female",
                                    "@gender"
                                ],
                                [
                                    "match",
                                    "/ь$/",
                                    "@value"
                                ]
                            ],
                            "operations":"(replace '/ь$/' 'и' @value)",
                            "operations_expression":[
                                "replace",
                                "/ь$/",
                                "и",
                                "@value"
                            ]
                        },
                        {
                            "id":937,
                            "description":"",
                            "examples":"",
                            "conditions":"(&& (= 'male' @gender) (match '/ь$/' @value))\r\n",
                            "conditions_expression":[
                                "&&",
                                [
                                    "=",
                                    "male",
                                    "@gender"
                                ],
                                [
                                    "match",
                                    "/ь$/",
                                    "@value"
                                ]
                            ],
                            "operations":"(replace '/ь$/' 'я' @value)",
                            "operations_expression":[
                                "replace",
                                "/ь$/",
                                "я",
                                "@value"
                            ]
                        },
                        {
                            "id":936,
                            "description":"",
                            "examples":"",
                            "conditions":"(match '/(га|ка|ха|ча|ща|жа)$/' @value)\r\n",
                            "conditions_expression":[
                                "match",
                                "/(га|ка|ха|ча|ща|жа)$/",
                                "@value"
                            ],
                            "operations":"(replace '/а$/' 'и' @value)",
                            "operations_expression":[
                                "replace",
                                "/а$/",
                                "и",
                                "@value"
                            ]
                        },
                        {
                            "id":935,
                            "description":"",
                            "examples":"",
                            "conditions":"(&& (= 'female' @gender) (match '/(ша)$/' @value))\r\n",
                            "conditions_expression":[
                                "&&",
                                [
                                    "=",
                                    "female",
                                    "@gender"
                                ],
                                [
                                    "match",
                                    "/(ша)$/",
                                    "@value"
                                ]
                            ],
                            "operations":"(replace '/а$/' 'и' @value)",
                            "operations_expression":[
                                "replace",
                                "/а$/",
                                "и",
                                "@value"
                            ]
                        },
                        {
                            "id":934,
                            "description":"",
                            "examples":"",
                            "conditions":"(match '/а$/' @value)\r\n",
                            "conditions_expression":[
                                "match",
                                "/а$/",
                                "@value"
                            ],
                            "operations":"(replace '/а$/' 'ы' @value)",
                            "operations_expression":[
                                "replace",
                                "/а$/",
                                "ы",
                                "@value"
                            ]
                        },
                        {
                            "id":933,
                            "description":"",
                            "examples":"",
                            "conditions":"(&& (= 'female' @gender) (match '/(ия)$/' @value))\r\n",
                            "conditions_expression":[
                                "&&",
                                [
                                    "=",
                                    "female",
                                    "@gender"
                                ],
                                [
                                    "match",
                                    "/(ия)$/",
                                    "@value"
                                ]
                            ],
                            "operations":"(replace '/я$/' 'и' @value)",
                            "operations_expression":[
                                "replace",
                                "/я$/",
                                "и",
                                "@value"
                            ]
                        },
                        {
                            "id":932,
                            "description":"",
                            "examples":"",
                            "conditions":"(&& (= 'female' @gender) (match '/я$/' @value))\r\n",
                            "conditions_expression":[
                                "&&",
                                [
                                    "=",
                                    "female",
                                    "@gender"
                                ],
                                [
                                    "match",
                                    "/я$/",
                                    "@value"
                                ]
                            ],
                            "operations":"(replace '/я$/' 'и' @value)",
                            "operations_expression":[
                                "replace",
                                "/я$/",
                                "и",
                                "@value"
                            ]
                        },
                        {
                            "id":931,
                            "description":"",
                            "examples":"",
                            "conditions":"(&& (= 'male' @gender) (match '/й$/' @value))\r\n",
                            "conditions_expression":[
                                "&&",
                                [
                                    "=",
                                    "male",
                                    "@gender"
                                ],
                                [
                                    "match",
                                    "/й$/",
                                    "@value"
                                ]
                            ],
                            "operations":"(replace '/й$/' 'я' @value)",
                            "operations_expression":[
                                "replace",
                                "/й$/",
                                "я",
                                "@value"
                            ]
                        },
                        {
                            "id":930,
                            "description":"",
                            "examples":"",
                            "conditions":"(&& (= 'male' @gender) (match '/[бвгджзклмнпрстфхцч]$/' @value))\r\n",
                            "conditions_expression":[
                                "&&",
                                [
                                    "=",
                                    "male",
                                    "@gender"
                                ],
                                [
                                    "match",
                                    "/[бвгджзклмнпрстфхцч]$/",
                                    "@value"
                                ]
                            ],
                            "operations":"(append 'а' @value)",
                            "operations_expression":[
                                "append",
                                "а",
                                "@value"
                            ]
                        },
                        {
                            "id":929,
                            "description":"",
                            "examples":"",
                            "conditions":"(match '/(ния|рия|вия)$/' @value)\r\n",
                            "conditions_expression":[
                                "match",
                                "/(ния|рия|вия)$/",
                                "@value"
                            ],
                            "operations":"(replace '/я$/' 'и' @value)",
                            "operations_expression":[
                                "replace",
                                "/я$/",
                                "и",
                                "@value"
                            ]
                        }
                    ]
                },
                "dat":{
                    "id":86,
                    "keyword":"dat",
                    "latin_name":"Dativus",
                    "native_name":"Дательный падеж",
                    "description":"Рад - Кому? Чему?",
                    "application":"words",
                    "rules":[
                        {
                            "id":928,
                            "description":"",
                            "examples":"Михаил => Михаилу",
                            "conditions":"(&& (= 'male' @gender) (match '/[бвгджзклмнпрстфхцч]$/' @value))",
                            "conditions_expression":[
                                "&&",
                                [
                                    "=",
                                    "male",
                                    "@gender"
                                ],
                                [
                                    "match",
                                    "/[бвгджзклмнпрстфхцч]$/",
                                    "@value"
                                ]
                            ],
                            "operations":"(append 'у' @value)",
                            "operations_expression":[
                                "append",
                                "у",
                                "@value"
                            ]
                        },
                        {
                            "id":927,
                            "description":"If ends in 'л', append 'у'.",
                            "examples":"Михаил => Михаилу",
                            "conditions":"(match '/л$/' @value)",
                            "conditions_expression":[
                                "match",
                                "/л$/",
                                "@value"
                            ],
                            "operations":"(append 'у' @value)",
                            "operations_expression":[
                                "append",
                                "у",
                                "@value"
                            ]
                        },
                        {
                            "id":926,
                            "description":"If ends in 'a', replace with 'e'",
                            "examples":"Анна => Анне",
                            "conditions":"(match '/а$/' @value)",
                            "conditions_expression":[
                                "match",
                                "/а$/",
                                "@value"
                            ],
                            "operations":"(replace '/а$/' 'е' @value)",
                            "operations_expression":[
                                "replace",
                                "/а$/",
                                "е",
                                "@value"
                            ]
                        }
                    ]
                },
                "acc":{
                    "id":85,
                    "keyword":"acc",
                    "latin_name":"Accusativus",
                    "native_name":"Винительный падеж",
                    "description":"Вижу - Кого? Что?",
                    "application":"words",
                    "rules":[
                        {
                            "id":974,
                            "description":"",
                            "examples":"",
                            "conditions":"(&& (= 'female' @gender) (match '/(рашель|нинель|николь|габриэль|даниэль)$/' @value))\r\n",
                            "conditions_expression":[
                                "&&",
                                [
                                    "=",
                                    "female",
                                    "@gender"
                                ],
                                [
                                    "match",
                                    "/(рашель|нинель|николь|габриэль|даниэль)$/",
                                    "@value"
                                ]
                            ],
                            "operations":"@value",
                            "operations_expression":"@value"
                        },
                        {
                            "id":979,
                            "description":"",
                            "examples":"",
                            "conditions":"(&& (= 'male' @gender) (match '/(лев)$/' @value))\r\n",
                            "conditions_expression":[
                                "&&",
                                [
                                    "=",
                                    "male",
                                    "@gender"
                                ],
                                [
                                    "match",
                                    "/(лев)$/",
                                    "@value"
                                ]
                            ],
                            "operations":"(replace '/ев$/' 'ьва' @value)",
                            "operations_expression":[
                                "replace",
                                "/ев$/",
                                "ьва",
                                "@value"
                            ]
                        },
                        {
                            "id":978,
                            "description":"",
                            "examples":"",
                            "conditions":"(&& (= 'male' @gender) (match '/(пётр)$/' @value))\r\n",
                            "conditions_expression":[
                                "&&",
                                [
                                    "=",
                                    "male",
                                    "@gender"
                                ],
                                [
                                    "match",
                                    "/(пётр)$/",
                                    "@value"
                                ]
                            ],
                            "operations":"(replace '/ётр$/' 'етра' @value)",
                            "operations_expression":[
                                "replace",
                                "/ётр$/",
                                "етра",
                                "@value"
                            ]
                        },
                        {
                            "id":977,
                            "description":"",
                            "examples":"",
                            "conditions":"(&& (= 'male' @gender) (match '/(вел)$/' @value))\r\n",
                            "conditions_expression":[
                                "&&",
                                [
                                    "=",
                                    "male",
                                    "@gender"
                                ],
                                [
                                    "match",
                                    "/(вел)$/",
                                    "@value"
                                ]
                            ],
                            "operations":"(replace '/ел$/' 'ла' @value)",
                            "operations_expression":[
                                "replace",
                                "/ел$/",
                                "ла",
                                "@value"
                            ]
                        },
                        {
                            "id":976,
                            "description":"",
                            "examples":"",
                            "conditions":"(&& (= 'male' @gender) (match '/(яша)$/' @value))\r\n",
                            "conditions_expression":[
                                "&&",
                                [
                                    "=",
                                    "male",
                                    "@gender"
                                ],
                                [
                                    "match",
                                    "/(яша)$/",
                                    "@value"
                                ]
                            ],
                            "operations":"(replace '/а$/' 'у' @value)",
                            "operations_expression":[
                                "replace",
                                "/а$/",
                                "у",
                                "@value"
                            ]
                        },
                        {
                            "id":975,
                            "description":"",
                            "examples":"",
                            "conditions":"(&& (= 'male' @gender) (match '/(шота)$/' @value))\r\n",
                            "conditions_expression":[
                                "&&",
                                [
                                    "=",
                                    "male",
                                    "@gender"
                                ],
                                [
                                    "match",
                                    "/(шота)$/",
                                    "@value"
                                ]
                            ],
                            "operations":"@value",
                            "operations_expression":"@value"
                        },
                        {
                            "id":973,
                            "description":"",
                            "examples":"",
                            "conditions":"(match '/[еёиоуыэю]$/' @value)\r\n",
                            "conditions_expression":[
                                "match",
                                "/[еёиоуыэю]$/",
                                "@value"
                            ],
                            "operations":"@value",
                            "operations_expression":"@value"
                        },
                        {
                            "id":972,
                            "description":"",
                            "examples":"",
                            "conditions":"(&& (= 'female' @gender) (match '/[бвгджзйклмнпрстфхцчшщъ]$/' @value))\r\n",
                            "conditions_expression":[
                                "&&",
                                [
                                    "=",
                                    "female",
                                    "@gender"
                                ],
                                [
                                    "match",
                                    "/[бвгджзйклмнпрстфхцчшщъ]$/",
                                    "@value"
                                ]
                            ],
                            "operations":"@value",
                            "operations_expression":"@value"
                        },
                        {
                            "id":971,
                            "description":"",
                            "examples":"",
                            "conditions":"(&& (= 'female' @gender) (match '/ь$/' @value))\r\n",
                            "conditions_expression":[
                                "&&",
                                [
                                    "=",
                                    "female",
                                    "@gender"
                                ],
                                [
                                    "match",
                                    "/ь$/",
                                    "@value"
                                ]
                            ],
                            "operations":"@value",
                            "operations_expression":"@value"
                        },
                        {
                            "id":970,
                            "description":"",
                            "examples":"",
                            "conditions":"(&& (= 'male' @gender) (match '/ь$/' @value))\r\n",
                            "conditions_expression":[
                                "&&",
                                [
                                    "=",
                                    "male",
                                    "@gender"
                                ],
                                [
                                    "match",
                                    "/ь$/",
                                    "@value"
                                ]
                            ],
                            "operations":"(replace '/ь$/' 'я' @value)",
                            "operations_expression":[
                                "replace",
                                "/ь$/",
                                "я",
                                "@value"
                            ]
                        },
                        {
                            "id":969,
                            "description":"",
                            "examples":"",
                            "conditions":"(match '/(га|ка|ха|ча|ща|жа)$/' @value)\r\n",
                            "conditions_expression":[
                                "match",
                                "/(га|ка|ха|ча|ща|жа)$/",
                                "@value"
                            ],
                            "operations":"(replace '/а$/' 'у' @value)",
                            "operations_expression":[
                                "replace",
                                "/а$/",
                                "у",
                                "@value"
                            ]
                        },
                        {
                            "id":968,
                            "description":"",
                            "examples":"",
                            "conditions":"(&& (= 'female' @gender) (match '/(ша)$/' @value))\r\n",
                            "conditions_expression":[
                                "&&",
                                [
                                    "=",
                                    "female",
                                    "@gender"
                                ],
                                [
                                    "match",
                                    "/(ша)$/",
                                    "@value"
                                ]
                            ],
                            "operations":"(replace '/а$/' 'у' @value)",
                            "operations_expression":[
                                "replace",
                                "/а$/",
                                "у",
                                "@value"
                            ]
                        },
                        {
                            "id":967,
                            "description":"",
                            "examples":"",
                            "conditions":"(match '/а$/' @value)\r\n",
                            "conditions_expression":[
                                "match",
                                "/а$/",
                                "@value"
                            ],
                            "operations":"(replace '/а$/' 'у' @value)",
                            "operations_expression":[
                                "replace",
                                "/а$/",
                                "у",
                                "@value"
                            ]
                        },
                        {
                            "id":966,
                            "description":"",
                            "examples":"",
                            "conditions":"(&& (= 'female' @gender) (match '/(ия)$/' @value))\r\n",
                            "conditions_expression":[
                                "&&",
                                [
                                    "=",
                                    "female",
                                    "@gender"
                                ],
                                [
                                    "match",
                                    "/(ия)$/",
                                    "@value"
                                ]
                            ],
                            "operations":"(replace '/я$/' 'ю' @value)",
                            "operations_expression":[
                                "replace",
                                "/я$/",
                                "ю",
                                "@value"
                            ]
                        },
                        {
                            "id":965,
                            "description":"",
                            "examples":"",
                            "conditions":"(&& (= 'female' @gender) (match '/я$/' @value))\r\n",
                            "conditions_expression":[
                                "&&",
                                [
                                    "=",
                                    "female",
                                    "@gender"
                                ],
                                [
                                    "match",
                                    "/я$/",
                                    "@value"
                                ]
                            ],
                            "operations":"(replace '/я$/' 'ю' @value)",
                            "operations_expression":[
                                "replace",
                                "/я$/",
                                "ю",
                                "@value"
                            ]
                        },
                        {
                            "id":964,
                            "description":"",
                            "examples":"",
                            "conditions":"(&& (= 'male' @gender) (match '/й$/' @value))\r\n",
                            "conditions_expression":[
                                "&&",
                                [
                                    "=",
                                    "male",
                                    "@gender"
                                ],
                                [
                                    "match",
                                    "/й$/",
                                    "@value"
                                ]
                            ],
                            "operations":"(replace '/й$/' 'я' @value)",
                            "operations_expression":[
                                "replace",
                                "/й$/",
                                "я",
                                "@value"
                            ]
                        },
                        {
                            "id":963,
                            "description":"",
                            "examples":"",
                            "conditions":"(&& (= 'male' @gender) (match '/[бвгджзклмнпрстфхцч]$/' @value))\r\n",
                            "conditions_expression":[
                                "&&",
                                [
                                    "=",
                                    "male",
                                    "@gender"
                                ],
                                [
                                    "match",
                                    "/[бвгджзклмнпрстфхцч]$/",
                                    "@value"
                                ]
                            ],
                            "operations":"(append 'а' @value)",
                            "operations_expression":[
                                "append",
                                "а",
                                "@value"
                            ]
                        },
                        {
                            "id":962,
                            "description":"",
                            "examples":"",
                            "conditions":"(match '/(ния|рия|вия)$/' @value)\r\n",
                            "conditions_expression":[
                                "match",
                                "/(ния|рия|вия)$/",
                                "@value"
                            ],
                            "operations":"(replace '/я$/' 'ю' @value)",
                            "operations_expression":[
                                "replace",
                                "/я$/",
                                "ю",
                                "@value"
                            ]
                        }
                    ]
                },
                "ins":{
                    "id":88,
                    "keyword":"ins",
                    "latin_name":"Instrumentalis",
                    "native_name":"Творительный падеж",
                    "description":"Доволен - Кем? Чем?",
                    "application":"words",
                    "rules":[

                    ]
                },
                "pre":{
                    "id":91,
                    "keyword":"pre",
                    "latin_name":"Prepositivus",
                    "native_name":"Предложный падеж",
                    "description":"Думаю - О ком? О чём?",
                    "application":"words",
                    "rules":[

                    ]
                },
                "pos":{
                    "id":90,
                    "keyword":"pos",
                    "latin_name":"Possessive",
                    "native_name":"Притяжательный падеж",
                    "description":"Чей?",
                    "application":"words",
                    "rules":[

                    ]
                }
            }
        }
        """#
}
