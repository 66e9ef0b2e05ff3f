// Report/: the folder's overview (docs/ARCHITECTURE.md shows how the folders fit together).
//
// Turning an aggregate into output: `ChartModel`, its JSON (`ChartJSON`) and JSON Schema, money display strings
// (`MoneyFormatter`, `ChangeText`, and `DisplayLocale`, the `--locale` formats built from each locale's words,
// `LocaleWords`, compiled from `Report/Locales/*.tsv` into the generated `LocaleWordsData`), what a device styles a
// slice by (`SliceIdentities`: ids, transfer flags, icons), colours kept apart in one widget (`WidgetColors`, measured
// by `ColorDifference`, CIEDE2000), timestamps and the refresh time, the SVG donuts, widget charts (headline, slice
// bar, legend) and trend chart in light and dark (`WidgetCharts`, `DonutChart`, `TrendChart`, `ChartAppearance`;
// `ChartSet`, which of them `--charts` draws), the widgets as palette PNGs with `--png` (`WidgetPNGs`; `PNGRenderer`
// opens librsvg, cairo and zlib with `dlopen`, only then, and is the one type that calls librsvg and cairo;
// `IndexedPNG` quantises the pixels and writes the file with zlib's `compress2` and `crc32`), text measured with
// DejaVu Sans widths (`TextMeasure`, `LegendLabels`, the generated `DejaVuSansWidths`), the set-atomic `OutputWriter`
// (version folders swapped by one `.current` link, `OutputLayout`; a file beside the set, `preview.html`, replaced by
// a rename), whose every change goes through `OutputFileSystem` so tests can fail or stop it at any step; the preview
// page (`PreviewPage`) and the set in force read back for it (`PublishedReport`, `PreviewError`).
