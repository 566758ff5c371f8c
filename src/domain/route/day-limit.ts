/**
 * The most jobs one truck may have on one day (not counting cancelled or failed ones): 40.
 *
 * Why 40: a hook-lift truck (poliguindaste) serves one caçamba per visit, and each visit takes 30 to 60
 * minutes with the drive, the lift or set-down, the photo and the CTR (a pick-up adds the run to the
 * receiver). At the fastest, 30 minutes, 40 visits fill 20 hours: two drivers in shifts, round the
 * clock, with no break. No real day comes near it (a busy one has 10 to 15), so the bound refuses no
 * real plan; it refuses a mistyped or hostile one, and it bounds the route planner's work (its search
 * grows with the cube of the stops: 40 stops take well under a second, 300 took over a minute).
 * The law is silent on how many visits a truck makes in a day; this is the product's own bound.
 */
export const MAX_JOBS_PER_TRUCK_DAY = 40;
