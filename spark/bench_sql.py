#!/usr/bin/env python3
"""The peer a data team would write instead of spendreport: the same monthly aggregation in
Spark SQL (spend per owner, month and category from keyword rules, top five per owner), written
as JSON part files. For `spark/bench.sh`; not byte-compatible with spendreport's reports (no
exact percentages, SVGs, dedup, sniffing or the full rule set: see docs/SCALING.md).

    python3 spark/bench_sql.py INPUT.csv OUT_DIR [--master local[2]] [--class-archive FILE]

--class-archive starts its JVM from a class-data archive, as the job's option does.
"""
import sys

from pyspark.sql import SparkSession

from spendreport_job import ClassArchive

QUERY = """
WITH rows AS (
  SELECT customer_id AS owner, substr(Date, 1, 7) AS month, CAST(Amount AS DECIMAL(18, 2)) AS amount,
         CASE
           WHEN lower(Description) RLIKE 'swiggy|zomato|cafe|restaurant|dinner' THEN 'Food & Dining'
           WHEN lower(Description) RLIKE 'uber|ola|irctc|rapido|metro' THEN 'Travel'
           WHEN lower(Description) RLIKE 'amazon|myntra|flipkart' THEN 'Shopping'
           WHEN lower(Description) RLIKE 'bigbasket|zepto|grocer' THEN 'Groceries'
           WHEN lower(Description) RLIKE 'netflix|bookmyshow|spotify' THEN 'Entertainment'
           WHEN lower(Description) RLIKE 'airtel|jio|electricity|bill' THEN 'Bills & Utilities'
           WHEN lower(Description) RLIKE 'apollo|pharmacy|hospital' THEN 'Health'
           WHEN lower(Description) RLIKE 'shell|petrol|fuel|hpcl' THEN 'Fuel'
           WHEN lower(Description) RLIKE 'rent' THEN 'Rent'
           WHEN lower(Description) RLIKE 'salary' THEN 'Income'
           WHEN lower(Description) RLIKE 'upi|transfer|neft|imps' THEN 'Transfers'
           ELSE 'Others'
         END AS category
  FROM tx
), latest AS (
  SELECT owner, max(month) AS month FROM rows GROUP BY owner
), totals AS (
  SELECT r.owner, r.month, r.category, sum(-r.amount) AS spent, count(*) AS count
  FROM rows r JOIN latest l ON r.owner = l.owner AND r.month = l.month
  WHERE r.amount < 0
  GROUP BY r.owner, r.month, r.category
), ranked AS (
  SELECT *, row_number() OVER (PARTITION BY owner ORDER BY spent DESC, category) AS rank,
         spent * 100 / sum(spent) OVER (PARTITION BY owner) AS percentage
  FROM totals
)
SELECT owner, month, collect_list(named_struct('category', category, 'spent', spent, 'count', count,
       'percentage', round(percentage, 2))) AS slices
FROM ranked WHERE rank <= 5 GROUP BY owner, month
"""


def main(argv):
    source, out = argv[0], argv[1]
    master = argv[argv.index("--master") + 1] if "--master" in argv else None
    builder = SparkSession.builder.appName("spendreport-sql-peer").config("spark.ui.showConsoleProgress", "false")
    if master:
        builder = builder.master(master)
    archive = ClassArchive(argv[argv.index("--class-archive") + 1]) if "--class-archive" in argv else None
    if archive:
        builder = archive.configure(builder)
    spark = builder.getOrCreate()
    spark.sparkContext.setLogLevel("ERROR")
    spark.read.csv(source, header=True).createOrReplaceTempView("tx")
    spark.sql(QUERY).write.mode("overwrite").json(out)
    spark.stop()
    if archive:
        archive.publish()


if __name__ == "__main__":
    main(sys.argv[1:])
