package com.marketevents.ui.common;

import com.marketevents.api.ApiException;
import com.marketevents.api.UserMessages;

/**
 * What a failed call says of the service: one rule for the status tab's verdict and for what the empty table says
 * when the first load failed, so that a refused connection is "Cannot reach the service" in both.
 */
public enum ServiceFailure {
    KEY_REJECTED("Key rejected", "the service rejected the API key"),
    UNREACHABLE("Cannot reach the service", "the service cannot be reached"),
    /** Reached (or possibly) but no answer in time: a hung or overloaded service, not a wrong address. */
    NO_ANSWER("No answer in time", "the service did not answer in time"),
    /** Nothing at the address, a redirect that cannot be taken, a refused request: the sentence says which. */
    WRONG_ADDRESS("Wrong address", "the service did not answer as expected"),
    /** No service was asked: the base URL or the key cannot be used, as the sentence says. */
    UNUSABLE_SETTINGS("Status unknown", "the service settings cannot be used"),
    OTHER("Status unknown", "the service did not answer as expected"),
    /** The service may well have answered: this computer had too little memory for what it sent. */
    OUT_OF_MEMORY("Status unknown", "memory ran out on this computer"),
    /** Not the service's doing as far as is known: a failure of this application's own. */
    UNEXPECTED("Status unknown", "something unexpected went wrong");

    private final String headline;
    private final String inASentence;

    ServiceFailure(String headline, String inASentence) {
        this.headline = headline;
        this.inASentence = inASentence;
    }

    public static ServiceFailure of(Throwable failure) {
        if (failure instanceof OutOfMemoryError) {
            return OUT_OF_MEMORY;
        }
        if (!(failure instanceof ApiException api)) {
            return UNEXPECTED;
        }
        if (api.kind() == ApiException.Kind.CONFIGURATION) {
            return UNUSABLE_SETTINGS;
        }
        if (api.kind() == ApiException.Kind.KEY_REJECTED) {
            return KEY_REJECTED;
        }
        if (api.noAnswerInTime()) {
            return NO_ANSWER;
        }
        // An answer cut short came from a service that was reached.
        if (api.kind() == ApiException.Kind.NETWORK && !api.answerCutShort()) {
            return UNREACHABLE;
        }
        return UserMessages.pointsAtTheBaseUrl(api) ? WRONG_ADDRESS : OTHER;
    }

    /** The status tab's verdict: "Cannot reach the service". */
    public String headline() {
        return headline;
    }

    /** The same within a sentence: "the service cannot be reached". */
    public String inASentence() {
        return inASentence;
    }
}
