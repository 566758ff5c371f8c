// The package's types are not reachable through its "exports" field; they declare the module themselves.
/// <reference path="../../../node_modules/date-holidays-parser/types/index.d.ts" />
