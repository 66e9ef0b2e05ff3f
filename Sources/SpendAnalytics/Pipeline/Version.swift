/// The version `spendreport --version` prints.
public enum SpendAnalyticsVersion {
    public static let string = "0.1.0"
}
