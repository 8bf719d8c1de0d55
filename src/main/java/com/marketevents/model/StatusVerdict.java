package com.marketevents.model;

/**
 * What a status report says of the service's health: one reading for the status panel, Settings' connection test and
 * the command line, which each word it their own way.
 */
public enum StatusVerdict {
    /** The service said "success" without an error status, every check passed, and none had expired on arrival. */
    HEALTHY,
    /** Healthy as far as the report goes, but a check had expired when it arrived: it says nothing of now. */
    STALE,
    /** The service answered with an error status although its report says "success" and no check failed. */
    ERROR_STATUS,
    /** The service said "success" and no check failed, but some check did not say whether it passed. */
    NOT_CONFIRMED,
    /** A check failed, or the service's status is not "success". */
    UNHEALTHY
}
