DROP TABLE directory_version;
