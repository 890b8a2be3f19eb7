// ICU's data, trimmed to the languages ilgi speaks, in a packaged build (packaged_icu_data.c).
// Nothing to call: the data is found by its symbol's name.
#ifndef PACKAGED_ICU_DATA_H
#define PACKAGED_ICU_DATA_H
#endif
