import moment from "moment-timezone/moment-timezone.js";
import zones from "./moment-timezone-br.json";

/**
 * moment-timezone as the browser's build has it (next.config.mjs): the library without its data for every
 * zone of the world (727 KB), loaded with Brazil's (moment-timezone-br.json, `npm run holidays:br`). The
 * holiday calendar (date-holidays-parser, through caldate) is its only user and names only these zones.
 */
moment.tz.load(zones);

export default moment;
