package com.marketevents;
public final class Main { public static void main(String[] args) { throw new UnsupportedOperationException(); } }
