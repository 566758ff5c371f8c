import { describeTheDay } from "./journeys/describe-day";

describeTheDay(360);
