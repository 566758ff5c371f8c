// moment-timezone's library without its data: the same module as "moment-timezone", typed as it.
declare module "moment-timezone/moment-timezone.js" {
  import moment from "moment-timezone";
  export default moment;
}
